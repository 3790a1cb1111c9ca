import { createHash } from 'node:crypto';
import { nameKey } from '@care/api-client/schemas';
import { sniffMimeType } from '../documents/mime';
import { AppError } from '../errors/app-error';
import { MAX_ATTACHMENT_BYTES } from '../http/router';

/**
 * The upload rules every attached file follows, a document's (docs/behaviour/documents.md#attachments)
 * and a diary entry's (docs/behaviour/diary.md#attachments): a file name without a path or control
 * characters, at most 10 MB, base64 of the stated size, of a type recognised from its content.
 */

// A character class, not a group repeated per quartet: V8 would recurse per group (13 MB of
// base64 overflowed the stack). The length is checked apart.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The largest base64 text of an accepted file. */
const MAX_BASE64_LENGTH = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4;

/** An upload as the routes take it: the file's name, its size in bytes, base64 content. */
export interface FileUpload {
  name: string;
  size: number;
  data: string;
}

/** A file checked before it is stored: decoded, within the limit, of an accepted type. */
export async function checkUpload(upload: FileUpload) {
  const name = upload.name.trim();
  // eslint-disable-next-line no-control-regex
  if (name === '' || /[\u0000-\u001f\u007f/\\]/.test(name)) {
    throw new AppError('E016', { message: 'the attachment name is not a file name' });
  }
  if (upload.size > MAX_ATTACHMENT_BYTES || upload.data.length > MAX_BASE64_LENGTH) {
    throw new AppError('E015');
  }
  if (upload.data.length % 4 !== 0 || !BASE64.test(upload.data))
    throw new AppError('E016', { message: 'data is not base64' });
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new AppError('E015');
  if (bytes.length !== upload.size) {
    throw new AppError('E016', { message: 'size does not match the content' });
  }
  const mimeType = await sniffMimeType(bytes);
  if (!mimeType) throw new AppError('E032');
  return {
    name,
    size: bytes.length,
    mimeType,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** A checked file. */
export type CheckedFile = Awaited<ReturnType<typeof checkUpload>>;

/**
 * Whether `file` may join the `active` (not archived) attachments of one record, read under the
 * record's row lock: the id of the one it already is (the same name, after NFC and case folding,
 * and the same content: a retry whose answer was lost), null when it is new and there is room;
 * 409 E019 for another file of that name, 409 E033 beyond `max`.
 */
export function alreadyStored(
  active: readonly { id: number; name: string; sha256: string }[],
  file: CheckedFile,
  max: number,
): number | null {
  const same = active.find((attachment) => nameKey(attachment.name) === nameKey(file.name));
  if (same) {
    if (same.sha256 === file.sha256) return same.id;
    throw new AppError('E019');
  }
  if (active.length >= max) throw new AppError('E033');
  return null;
}

/** The refusals of a file an upload route documents, a document's and a diary entry's. */
export const FILE_UPLOAD_ERRORS = [
  { code: 'E012', status: 400, when: 'name or data missing' },
  {
    code: 'E015',
    status: 413,
    when: `a file over ${MAX_ATTACHMENT_BYTES} bytes (or a body over the limit)`,
  },
  {
    code: 'E016',
    status: 400,
    when: 'data not base64, size not its length, or a name with a path or control characters',
  },
  { code: 'E032', status: 415, when: 'the content is not of an accepted type' },
] as const;
