import type { DocumentWrite } from '@care/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import { customerAccounts, documentAttachments, documents } from '../../db/schema';
import { seededPermissions } from '../../db/seed';
import type { ExampleFixture } from '../../http/router';
import { firstSeededGuest, inFixtureGroup } from '../../people/route-examples';

/**
 * The account examples act on: the demo guest, who owns the example documents, or in a fixture
 * group without the demo guest, that group's first seeded guest.
 */
async function exampleOwner(fixture: ExampleFixture): Promise<number> {
  const [row] = await fixture.db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.username, 'guest'), inFixtureGroup(fixture)));
  if (row) return row.id;
  const seeded = await firstSeededGuest(fixture);
  if (!seeded) throw new Error('no guest for the example documents');
  return seeded.accountId;
}

/** A valid write of a document of the guest with the seeded default permissions. */
export async function exampleWrite(fixture: ExampleFixture): Promise<DocumentWrite> {
  const permissions = seededPermissions();
  return {
    name: 'Example consent',
    description: 'An example document',
    expiration: '2031-06-30T12:00',
    state: true,
    atCustomerAccountId: await exampleOwner(fixture),
    documentTagId: null,
    configuredPermission: Object.values(permissions).join(','),
    ...permissions,
  };
}

/** A new example document (and attachment) of the guest, straight in the database. */
export async function exampleDocument(
  fixture: ExampleFixture,
): Promise<{ documentId: number; attachmentId: number }> {
  const { db } = fixture;
  const accountId = await exampleOwner(fixture);
  const [document] = await db
    .insert(documents)
    .values({ accountId, name: 'Example document', permissions: seededPermissions() })
    .returning({ id: documents.id });
  if (!document) throw new Error('no example document');
  const data = Buffer.from('An example attachment\n').toString('base64');
  const [attachment] = await db
    .insert(documentAttachments)
    .values({
      documentId: document.id,
      name: 'example.txt',
      size: 22,
      mimeType: 'text/plain',
      sha256: 'example',
      data,
    })
    .returning({ id: documentAttachments.id });
  if (!attachment) throw new Error('no example attachment');
  return { documentId: document.id, attachmentId: attachment.id };
}
