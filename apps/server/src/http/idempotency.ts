// Idempotency keys of the create routes (docs/behaviour/never-losing-work.md#idempotency-keys): a
// route declares `idempotent: true` and the router runs it through `idempotently`.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors/app-error';

/** The request header that carries the key. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The answer header of a replayed answer. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
/** How long a key and its answer are kept: a retry within it gets the first answer. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
/** A key: 8 to 200 visible ASCII characters (a UUID fits). */
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

/** A route's answer as the router sends it. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Whose keys they are: an account's (a session's request) or a measuring device's (its readings,
 * sent with its device key). Two owners never share a key.
 */
export type IdempotencyOwner = { accountId: number } | { deviceId: number };

/** What `idempotently` needs besides the request. */
export interface IdempotencyParts {
  db: Database;
  clock: () => Date;
  owner: IdempotencyOwner;
}

/** The row's owner columns, and the condition that finds an owner's key. */
function ownerColumns(owner: IdempotencyOwner) {
  return 'accountId' in owner
    ? { values: { accountId: owner.accountId }, is: eq(idempotencyKeys.accountId, owner.accountId) }
    : { values: { deviceId: owner.deviceId }, is: eq(idempotencyKeys.deviceId, owner.deviceId) };
}

/** The key the request carries, undefined without one; 400 E016 for a malformed one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError('E016', { status: 400 });
  }
  return value;
}

/** SHA-256 of the method, the URL (path and query) and the JSON body of `request`. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

/** The stored answer of `key`, or 409 E051 while it is being made, or 422 E050 for another request. */
async function storedAnswer(
  db: Database,
  owner: IdempotencyOwner,
  key: string,
  hash: string,
): Promise<Answer> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(ownerColumns(owner).is, eq(idempotencyKeys.key, key)));
  if (row && row.requestHash !== hash) throw new AppError('E050');
  // No row: the first request failed and let its key go a moment ago; the client may try again.
  if (!row || row.status === null) throw new AppError('E051');
  return { status: row.status, body: row.body };
}

/**
 * Runs `produce` once per owner (an account, a device) and key: the first request claims the key (a row with no
 * answer yet; the unique constraint lets only one of two concurrent requests claim it), runs and
 * stores its answer; a retry gets that answer back (`replayed`). A failure lets the key go, so
 * the retry is carried out afresh (nothing was created). Keys older than the window are swept
 * away by every claim, and count as unknown.
 */
export async function idempotently(
  request: FastifyRequest,
  parts: IdempotencyParts,
  produce: () => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return { ...(await produce()), replayed: false };
  const { db, owner } = parts;
  const hash = requestHash(request);
  const now = parts.clock();
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...ownerColumns(owner).values, key, requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  const id = claimed[0]?.id;
  if (id === undefined) return { ...(await storedAnswer(db, owner, key, hash)), replayed: true };
  let answer: Answer;
  try {
    answer = await produce();
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body ?? null })
    .where(eq(idempotencyKeys.id, id));
  return { ...answer, replayed: false };
}
