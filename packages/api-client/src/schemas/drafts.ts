import { z } from 'zod/mini';
import { envelope } from './common';

/** Bytes of a draft key: 256 bits, for AES-GCM (docs/behaviour/never-losing-work.md#keys). */
export const DRAFT_KEY_BYTES = 32;

/**
 * The key that encrypts the caller's form drafts in the browser: 32 random bytes as base64, and
 * the account it belongs to (drafts are filed under it). Kept in memory only by the web app; the
 * same for the account on every device until it is deleted.
 */
export const draftKeySchema = z.object({
  accountId: z.int().check(z.positive()),
  key: z.base64().check(z.length(Math.ceil(DRAFT_KEY_BYTES / 3) * 4)),
});

/** `GET care/api/v1/drafts/key`. */
export const draftKeyResponseSchema = envelope(draftKeySchema);

export type DraftKey = z.infer<typeof draftKeySchema>;
