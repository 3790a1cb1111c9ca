import type { AttachmentContent } from '@care/api-client';

/**
 * Types a browser may show in a window of ours. Anything else (HTML, SVG, scripts…) would run
 * with the app's origin from a `blob:` address, so it is handed over as a download instead.
 */
const VIEWABLE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
]);

/** The attachment's content as a `Blob`; `download` forces a type the browser only saves. */
export function attachmentBlob(content: AttachmentContent, purpose: 'view' | 'download'): Blob {
  const binary = atob(content.data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const type =
    purpose === 'view' && VIEWABLE_TYPES.has(content.mimeType)
      ? content.mimeType
      : 'application/octet-stream';
  return new Blob([bytes], { type });
}
