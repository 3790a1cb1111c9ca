import { documentAuditResponseSchema, type Role } from '@care/api-client/schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { customerAccounts, documentAudit, documents } from '../db/schema';
import { seededPermissions } from '../db/seed';
import { createSessionOpener } from '../test-support/route-calls';
import { createTestWorld, present, type TestWorld } from '../test-support/test-app';
import { audit, AUDIT_MERGE_WINDOW_MS, purgeAuditLog } from './audit-log';

let world: TestWorld;
let openSession: ReturnType<typeof createSessionOpener>;
const db = () => world.database.handle.db;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  world = await createTestWorld();
  openSession = createSessionOpener(world);
});
afterAll(async () => {
  await world?.close();
});

async function accountOf(role: Role): Promise<number> {
  const username = present(DEMO_ACCOUNTS.find((a) => a.role === role)).username;
  const [row] = await db()
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, username));
  return present(row).id;
}

async function get(role: Role, url: string): Promise<LightMyRequestResponse> {
  const token = await openSession(role);
  return world.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

/** `times` calls, 50 at a time (parallel events must merge as well as serial ones). */
async function runBatches<T>(times: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let done = 0; done < times; done += 50) {
    const batch = Array.from({ length: Math.min(50, times - done) }, (_, i) => call(done + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** `times` calls that must all be refused (403). */
async function repeat(times: number, call: (i: number) => Promise<LightMyRequestResponse>) {
  for (const answer of await runBatches(times, call)) expect(answer.statusCode).toBe(403);
}

/** The guest's document that the OSS may not read. */
async function hiddenDocument(): Promise<number> {
  const [row] = await db()
    .insert(documents)
    .values({
      accountId: await accountOf('RA_GUEST'),
      name: 'Not for the OSS',
      permissions: { ...seededPermissions(), RA_OSS: 'N' },
    })
    .returning({ id: documents.id });
  return present(row).id;
}

describe('the audit log cannot be flooded', () => {
  it('100 identical refused reads over HTTP make one row with count 100, listed with its count', async () => {
    const id = await hiddenDocument();
    const first = world.clock();
    await repeat(99, () => get('RA_OSS', `/api/document/${id}`));
    world.advance(1000);
    await repeat(1, () => get('RA_OSS', `/api/document/${id}`));

    const rows = await db().select().from(documentAudit).where(eq(documentAudit.documentId, id));
    expect(rows).toHaveLength(1);
    expect(present(rows[0])).toMatchObject({
      action: 'DOCUMENT_READ',
      allowed: false,
      actorId: await accountOf('RA_OSS'),
      count: 100,
      at: first,
      lastAt: world.clock(),
    });
    const entries = documentAuditResponseSchema.parse(
      (await get('RA_ADMIN', `/api/document/audit?documentId=${id}`)).json(),
    ).data;
    expect(entries.map((e) => [e.count, e.at, e.lastAt])).toEqual([
      [100, first.toISOString(), world.clock().toISOString()],
    ]);
  }, 120_000);

  it('1,000 identical refusals, 50 at a time, make one row per hour with the right counts', async () => {
    const id = await hiddenDocument();
    const actor = { accountId: await accountOf('RA_OSS'), role: 'RA_OSS' as const };
    const refuse = (times: number) =>
      runBatches(times, () =>
        audit(db(), world.clock(), actor, 'ATTACHMENT_READ', false, { documentId: id }),
      );
    await refuse(1000);
    const counts = async () =>
      (
        await db()
          .select({ count: documentAudit.count })
          .from(documentAudit)
          .where(eq(documentAudit.documentId, id))
          .orderBy(documentAudit.id)
      ).map((row) => row.count);
    expect(await counts()).toEqual([1000]);
    world.advance(AUDIT_MERGE_WINDOW_MS);
    await refuse(3);
    expect(await counts()).toEqual([1000, 3]);
  }, 120_000);

  it('changes that happened keep a row each', async () => {
    const id = await hiddenDocument();
    const actor = { accountId: await accountOf('RA_NURSE'), role: 'RA_NURSE' as const };
    for (let i = 0; i < 3; i += 1) {
      await audit(db(), world.clock(), actor, 'DOCUMENT_UPDATE', true, { documentId: id });
    }
    expect(await db().$count(documentAudit, eq(documentAudit.documentId, id))).toBe(3);
  });

  it('probing 100 ids of documents that do not exist makes one row, without the made-up ids', async () => {
    const before = await db().$count(documentAudit);
    const probed = Array.from({ length: 100 }, (_, i) => 9_000_000 + i);
    await repeat(probed.length, (i) => get('RA_NURSE', `/api/document/${probed[i]}`));
    expect(await db().$count(documentAudit)).toBe(before + 1);
    const [row] = await db()
      .select()
      .from(documentAudit)
      .where(
        and(
          eq(documentAudit.actorId, await accountOf('RA_NURSE')),
          isNull(documentAudit.documentId),
        ),
      );
    expect(row).toMatchObject({ documentId: null, allowed: false, count: 100 });
    expect(await db().$count(documentAudit, inArray(documentAudit.documentId, probed))).toBe(0);
  }, 120_000);
});

describe('audit retention', () => {
  it('purges rows older than the retention and keeps recent ones, once across instances', async () => {
    const now = world.clock();
    const actorId = await accountOf('RA_ADMIN');
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const inserted = await db()
      .insert(documentAudit)
      .values(
        [400, 366, 364, 1].map((days) => ({
          at: at(days),
          actorId,
          actorRole: 'RA_ADMIN' as const,
          action: 'DOCUMENT_CREATE',
          allowed: true,
          documentId: 8_000_000 + days,
        })),
      )
      .returning({ documentId: documentAudit.documentId });
    expect(inserted).toHaveLength(4);

    // Two instances' timers firing together: one purges, the other skips; nothing fails.
    const purged = await Promise.all([
      purgeAuditLog(db(), now, 365 * DAY),
      purgeAuditLog(db(), now, 365 * DAY),
    ]);
    expect(purged.reduce((a, b) => a + b, 0)).toBe(2);
    const left = await db()
      .select({ documentId: documentAudit.documentId })
      .from(documentAudit)
      .where(inArray(documentAudit.documentId, [8_000_400, 8_000_366, 8_000_364, 8_000_001]));
    expect(left.map((r) => r.documentId).sort()).toEqual([8_000_001, 8_000_364]);

    // A year and a day later, the rest goes too; with a 1-day retention only today's rows stay.
    world.advance(2 * DAY);
    expect(await purgeAuditLog(db(), world.clock(), 1 * DAY)).toBeGreaterThanOrEqual(2);
    expect(
      await db().$count(documentAudit, inArray(documentAudit.documentId, [8_000_001, 8_000_364])),
    ).toBe(0);
  });
});
