import { randomBytes } from 'node:crypto';
import { DRAFT_KEY_BYTES } from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { draftKeys } from '../db/schema';

/**
 * The key of `accountId`'s form drafts (docs/behaviour/never-losing-work.md#keys): made of random
 * bytes on the first request, then the same until the account is deleted. Two first requests at
 * once both end with the one row the primary key let in.
 */
export async function draftKeyOf(db: Database, accountId: number): Promise<string> {
  await db
    .insert(draftKeys)
    .values({ accountId, key: randomBytes(DRAFT_KEY_BYTES).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ key: draftKeys.key })
    .from(draftKeys)
    .where(eq(draftKeys.accountId, accountId));
  if (!row) throw new Error('no draft key stored');
  return row.key;
}
