import { createHash } from 'node:crypto';
import type { DiarySignificance } from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import { customerAccounts, diaryAttachments, diaryEntries } from '../db/schema';
import type { ExampleFixture } from '../http/router';
import { firstSeededGuest } from '../people/route-examples';

/**
 * The diary routes' examples (OpenAPI, the generic route tests): a seeded guest of the fixture's
 * group, and fresh entries on it written by the demo nurse, so that every call finds the entry
 * it needs in the state it needs.
 */

/** The personalDataId and account of a seeded guest of the fixture's group. */
export async function exampleGuest(fixture: ExampleFixture) {
  const guest = await firstSeededGuest(fixture);
  if (!guest) throw new Error('no seeded guest for the diary examples');
  return guest;
}

/** A new entry on the example guest by the demo nurse, recorded now: its id. */
export async function exampleEntry(
  fixture: ExampleFixture,
  significance: DiarySignificance = 'routine',
): Promise<number> {
  const guest = await exampleGuest(fixture);
  const [nurse] = await fixture.db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, 'nurse'));
  if (!nurse) throw new Error('the demo nurse is not seeded');
  const now = new Date();
  const [entry] = await fixture.db
    .insert(diaryEntries)
    .values({
      guestAccountId: guest.accountId,
      occurredAt: now,
      recordedAt: now,
      authorId: nurse.id,
      authorRole: 'RA_NURSE',
      categories: ['health'],
      text: 'Example entry: restless in the afternoon, settled after a walk.',
      significance,
    })
    .returning({ id: diaryEntries.id });
  if (!entry) throw new Error('no example entry inserted');
  return entry.id;
}

const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A valid upload of an attachment: a one-pixel PNG. */
export const EXAMPLE_FILE = {
  name: 'wound.png',
  size: Buffer.from(PIXEL_PNG, 'base64').length,
  data: PIXEL_PNG,
} as const;

/** A new attachment (the one-pixel PNG) on a new example entry, by the demo nurse: its id. */
export async function exampleAttachment(fixture: ExampleFixture): Promise<number> {
  const entryId = await exampleEntry(fixture);
  const [entry] = await fixture.db
    .select({ authorId: diaryEntries.authorId })
    .from(diaryEntries)
    .where(eq(diaryEntries.id, entryId));
  const [attachment] = await fixture.db
    .insert(diaryAttachments)
    .values({
      entryId,
      ...EXAMPLE_FILE,
      mimeType: 'image/png',
      sha256: createHash('sha256').update(Buffer.from(PIXEL_PNG, 'base64')).digest('hex'),
      attachedAt: new Date(),
      attachedBy: entry?.authorId ?? 0,
    })
    .returning({ id: diaryAttachments.id });
  if (!attachment) throw new Error('no example attachment inserted');
  return attachment.id;
}
