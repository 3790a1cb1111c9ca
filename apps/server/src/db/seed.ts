import type { DocumentRolePermission, Role } from '@care/api-client/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { DEMO_ACCOUNTS, DEMO_GROUPS, type DemoAccount } from './demo-accounts';
import { seedDiaryCategories } from '../diary/categories';
import { seedPeople } from './seed-people';
import {
  accountGroups,
  customerAccounts,
  customerGroups,
  customerRoles,
  documentAttachments,
  documentRolePermissions,
  documents,
  documentTags,
  personalData,
} from './schema';

/** What a seeding run added (all zeros when the demo facility was already there). */
export interface SeedResult {
  groupsCreated: number;
  accountsCreated: number;
  /** The facility's guests, doctors and care assistants added (src/db/seed-people.ts). */
  peopleCreated: number;
}

/**
 * Seeds the demo facility: its groups and one account per role. Idempotent: what exists is left
 * alone (a changed password or name survives a restart), only what is missing is added, and
 * concurrent runs on PostgreSQL cannot duplicate anything (every insert is ON CONFLICT DO NOTHING).
 */
export async function seedDemoFacility(
  db: Database,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<SeedResult> {
  const usernames = accounts.map((account) => account.username);
  const existing = await db
    .select({ username: customerAccounts.username })
    .from(customerAccounts)
    .where(inArray(customerAccounts.username, usernames));
  const known = new Set(existing.map((row) => row.username));
  const missing = accounts.filter((account) => !known.has(account.username));
  // Hash outside the transaction: argon2 takes tens of milliseconds per password.
  const hashes = new Map(
    await Promise.all(
      missing.map(
        async (account) => [account.username, await hashPassword(account.password)] as const,
      ),
    ),
  );

  const result = await db.transaction(async (tx) => {
    const insertedGroups = await tx
      .insert(customerGroups)
      .values(DEMO_GROUPS.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: customerGroups.id });
    const groups = await tx
      .select({ id: customerGroups.id, name: customerGroups.name })
      .from(customerGroups)
      .where(inArray(customerGroups.name, [...DEMO_GROUPS]));
    const groupId = new Map(groups.map((group) => [group.name, group.id]));

    let accountsCreated = 0;
    for (const account of missing) {
      const passwordHash = hashes.get(account.username);
      const [created] = await tx
        .insert(customerAccounts)
        .values({
          username: account.username,
          passwordHash,
          status: 'A',
          credentialGenerated: true,
        })
        .onConflictDoNothing()
        .returning({ id: customerAccounts.id });
      if (!created) continue; // another instance seeded it meanwhile
      accountsCreated += 1;
      await tx.insert(personalData).values({
        accountId: created.id,
        name: account.name,
        surname: account.surname,
        email: account.email,
        identifierCode: account.identifierCode,
      });
      await tx
        .insert(customerRoles)
        .values({ accountId: created.id, role: account.role, permission: account.permission });
      const links = account.groups.flatMap((name) => {
        const id = groupId.get(name);
        return id === undefined ? [] : [{ accountId: created.id, groupId: id }];
      });
      if (links.length > 0) await tx.insert(accountGroups).values(links).onConflictDoNothing();
    }
    await seedDocuments(tx);
    return { groupsCreated: insertedGroups.length, accountsCreated };
  });
  // Only with the full demo facility: a test seeding other accounts gets no guests.
  const peopleCreated = accounts === DEMO_ACCOUNTS ? await seedPeople(db) : 0;
  await seedDiaryCategories(db);
  return { ...result, peopleCreated };
}

/** The document tags of the demo facility, in display order. */
export const DEMO_DOCUMENT_TAGS = [
  'Identity document',
  'Consent',
  'Care plan',
  'Medical letter',
  'Health card',
  'Other',
] as const;

/**
 * The document fields structure, a row per role in `configuredPermission` order: administrators
 * always write (fixed, hidden); doctors and nurses write clinical papers; care assistants and the
 * secretary read; guest assistance (visits, outings) sees nothing by default; a guest writes
 * their own (a guest never reaches anybody else's documents, whatever this says).
 */
export const DEMO_DOCUMENT_ROLES: readonly {
  role: Role;
  defaultValue: DocumentRolePermission;
  hidden: boolean;
  options: string;
}[] = [
  { role: 'RA_ADMIN', defaultValue: 'W', hidden: true, options: 'W' },
  { role: 'RA_OSS', defaultValue: 'R', hidden: false, options: 'W,R,N' },
  { role: 'RA_DOCTOR', defaultValue: 'W', hidden: false, options: 'W,R,N' },
  { role: 'RA_SECRETARY', defaultValue: 'R', hidden: false, options: 'W,R,N' },
  { role: 'RA_NURSE', defaultValue: 'W', hidden: false, options: 'W,R,N' },
  { role: 'RA_GUEST_ASSISTANCE', defaultValue: 'N', hidden: false, options: 'W,R,N' },
  { role: 'RA_GUEST', defaultValue: 'W', hidden: false, options: 'W,R,N' },
];

/** The seeded default permission of every role, in structure order. */
export function seededPermissions(): Record<Role, DocumentRolePermission> {
  return Object.fromEntries(
    DEMO_DOCUMENT_ROLES.map((row) => [row.role, row.defaultValue]),
  ) as Record<Role, DocumentRolePermission>;
}

/** A one-page PDF saying `text` (the demo's attachments). */
function demoPdf(text: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1').toString('base64');
}

/**
 * Tags, the role structure, and the demo guest's documents (one expiring within the reminder
 * window, one expired, one without expiry, one the guest may only read), once: only while the
 * guest has no documents. The transaction's advisory lock keeps two starting instances from
 * seeding them twice.
 */
async function seedDocuments(tx: Parameters<Parameters<Database['transaction']>[0]>[0]) {
  await tx.execute(sql`select pg_advisory_xact_lock(7310426002)`);
  await tx
    .insert(documentTags)
    .values(DEMO_DOCUMENT_TAGS.map((name, position) => ({ name, position })))
    .onConflictDoNothing();
  await tx
    .insert(documentRolePermissions)
    .values(DEMO_DOCUMENT_ROLES.map((row, position) => ({ ...row, position })))
    .onConflictDoNothing();

  const [guest] = await tx
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, 'guest'));
  const [nurse] = await tx
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, 'nurse'));
  if (!guest || !nurse) return;
  const [existing] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.accountId, guest.id))
    .limit(1);
  if (existing) return;
  const tags = await tx.select({ id: documentTags.id, name: documentTags.name }).from(documentTags);
  const tagId = (name: string) => tags.find((tag) => tag.name === name)?.id ?? null;
  const day = 24 * 60 * 60_000;
  // On the hour: the web app edits expirations to the minute.
  const now = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const permissions = seededPermissions();
  const demo = [
    {
      name: 'Carta d’identità',
      description: 'Identity card, front and back.',
      expiration: new Date(now + 5 * day),
      tag: 'Identity document',
      permissions,
      files: ['carta-identita.pdf'],
    },
    {
      name: 'Tessera sanitaria',
      description: 'National health card.',
      expiration: new Date(now - 10 * day),
      tag: 'Health card',
      permissions,
      files: ['tessera-sanitaria.pdf'],
    },
    {
      name: 'Consenso al trattamento dei dati',
      description: 'Signed privacy consent.',
      expiration: null,
      tag: 'Consent',
      permissions,
      files: ['consenso-privacy.pdf'],
    },
    {
      name: 'Piano assistenziale individuale',
      description: 'Care plan agreed with the family; the guest may read it.',
      expiration: new Date(now + 90 * day),
      tag: 'Care plan',
      permissions: { ...permissions, RA_GUEST: 'R' as const, RA_OSS: 'W' as const },
      files: ['piano-assistenziale.pdf', 'allegato-terapia.pdf'],
    },
  ];
  for (const item of demo) {
    const [document] = await tx
      .insert(documents)
      .values({
        accountId: guest.id,
        name: item.name,
        description: item.description,
        expiration: item.expiration,
        state: item.expiration !== null,
        tagId: tagId(item.tag),
        permissions: item.permissions,
        createdBy: nurse.id,
        updatedBy: nurse.id,
      })
      .returning({ id: documents.id });
    if (!document) continue;
    for (const file of item.files) {
      const data = demoPdf(`${item.name.normalize('NFD').replace(/[^\x20-\x7e]/g, '')} - ${file}`);
      const bytes = Buffer.from(data, 'base64');
      await tx.insert(documentAttachments).values({
        documentId: document.id,
        name: file,
        size: bytes.length,
        mimeType: 'application/pdf',
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data,
        insertedBy: nurse.id,
      });
    }
  }
}
