import type { DocumentAuditEntry, Role } from '@care/api-client/schemas';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { documentAttachments, documentAudit, documents } from '../db/schema';

/** What the audit log records. */
export type AuditAction = DocumentAuditEntry['action'];

/** Identical reads and refusals of one actor within this window share one row (with a count). */
export const AUDIT_MERGE_WINDOW_MS = 60 * 60_000;

/** Reads: merged per window like refusals. Changes that happened are never merged. */
const READ_ACTIONS: ReadonlySet<AuditAction> = new Set([
  'DOCUMENT_READ',
  'DOCUMENT_HISTORY_READ',
  'ATTACHMENT_READ',
]);

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/** Who acts: an account and the role it acts with. */
export interface AuditActor {
  accountId: number;
  role: Role;
}

/** The target of an audited action. */
export interface AuditTarget {
  documentId?: number | null | undefined;
  attachmentId?: number | null | undefined;
}

/**
 * The target ids that exist, for a refusal whose caller has not looked them up: ids of nothing
 * (a probe) are recorded as null, so probing ids cannot add a row per id.
 */
export async function existingTarget(db: Executor, target: AuditTarget): Promise<AuditTarget> {
  const exists = async (table: typeof documents | typeof documentAttachments, id: number) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
  const { documentId, attachmentId } = target;
  return {
    documentId: documentId != null && (await exists(documents, documentId)) ? documentId : null,
    attachmentId:
      attachmentId != null && (await exists(documentAttachments, attachmentId))
        ? attachmentId
        : null,
  };
}

/**
 * Appends an event to the audit log. A change that happened gets a row of its own; a read or a
 * refusal adds to the row of the same actor, action, outcome and target within the current
 * window (`count`, `last_at`) when there is one, so repeating a call cannot flood the table.
 * Callers give a refusal of a document or attachment that does not exist without its made-up id
 * (`existingTarget`).
 */
export async function audit(
  db: Executor,
  at: Date,
  actor: AuditActor,
  action: AuditAction,
  allowed: boolean,
  target: AuditTarget,
): Promise<void> {
  const documentId = target.documentId ?? null;
  const attachmentId = target.attachmentId ?? null;
  const row = { at, actorId: actor.accountId, actorRole: actor.role, action, allowed };
  if (allowed && !READ_ACTIONS.has(action)) {
    await db.insert(documentAudit).values({ ...row, documentId, attachmentId });
    return;
  }
  const window = Math.floor(at.getTime() / AUDIT_MERGE_WINDOW_MS);
  const mergeKey = [actor.accountId, actor.role, action, allowed, documentId, attachmentId, window]
    .map((part) => String(part ?? '-'))
    .join(':');
  await db
    .insert(documentAudit)
    .values({ ...row, documentId, attachmentId, mergeKey })
    .onConflictDoUpdate({
      target: documentAudit.mergeKey,
      set: { count: sql`${documentAudit.count} + 1`, lastAt: at },
    });
}

/**
 * Deletes the audit rows whose first event is older than `retentionMs`; how many. Several
 * instances may run it at once: one deletes, the others skip (a lock that is tried, never
 * waited for).
 */
export async function purgeAuditLog(db: Database, now: Date, retentionMs: number): Promise<number> {
  const before = new Date(now.getTime() - retentionMs);
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended('care.audit:purge', 0)) as locked`,
    );
    const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!rows[0]?.locked) return 0;
    const deleted = await tx
      .delete(documentAudit)
      .where(lt(documentAudit.at, before))
      .returning({ id: documentAudit.id });
    return deleted.length;
  });
}

/** Runs `purgeAuditLog` every `intervalMs` (0: never) until the app closes. */
export function scheduleAuditPurge(
  app: FastifyInstance,
  db: Database,
  clock: () => Date,
  settings: { retentionMs: number; intervalMs: number },
): void {
  if (settings.intervalMs <= 0) return;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = purgeAuditLog(db, clock(), settings.retentionMs).then(
      (purged) => {
        if (purged > 0) app.log.info({ purged }, 'old audit rows purged');
      },
      (error: unknown) => app.log.error({ err: error }, 'audit purge failed'),
    );
  }, settings.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
