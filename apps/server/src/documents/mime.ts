import { fileTypeFromBuffer } from 'file-type';

/**
 * The attachment types Care accepts, recognised from the file's bytes: the name and the type a
 * browser claims are never trusted (a renamed executable stays refused, a PDF named `.txt` is a
 * PDF). Anything else is refused with E032.
 */
export const ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** An accepted attachment type. */
export type AcceptedMimeType = (typeof ACCEPTED_MIME_TYPES)[number];

const isAccepted = (mime: string): mime is AcceptedMimeType =>
  (ACCEPTED_MIME_TYPES as readonly string[]).includes(mime);

/**
 * Our own rule for text, which has no magic number and so is never reported by `file-type`:
 * plain UTF-8 that decodes strictly, with no control characters but tab, line breaks and form
 * feed, and that does not open as markup a browser would render as a page (HTML, SVG, XML).
 */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 256)
    .toLowerCase();
  return !/^<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object)\b/.test(head);
}

/**
 * The type of `bytes` when Care accepts it, else null. `file-type` reads the magic numbers and,
 * for a ZIP archive, its entries (`[Content_Types].xml` tells a Word or Excel file from another
 * archive); only what it does not recognise at all may still be plain text.
 */
export async function sniffMimeType(bytes: Uint8Array): Promise<AcceptedMimeType | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return isAccepted(detected.mime) ? detected.mime : null;
  return isPlainText(bytes) ? 'text/plain' : null;
}
