import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { insertExportGuest } from './export-guest';
import { createTestWorld, demoTokenOf } from './test-app';

/** The diary routes' base path in tests. */
export const DIARY = '/api/care/api/v1/diary';

let guests = 0;
/** A new guest of the first floor (the demo nurse's, OSS's and doctor's; not assistance's). */
export async function newDiaryGuest(db: Database) {
  guests += 1;
  return insertExportGuest(db, `diary-guest-${guests}-${Date.now()}`, 1);
}

/** A JSON call of `app` with `token`. */
export function diaryCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${DIARY}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * Writes a `health` entry with `text` (and `extra`) in the guest's diary as `token`, expecting
 * success: its id.
 */
export async function writtenEntry(
  app: FastifyInstance,
  token: string,
  personalDataId: number,
  text: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const body = { categories: ['health'], text, ...extra };
  const response = await diaryCall(app, token, 'POST', `/guest/${personalDataId}/entries`, body);
  if (response.statusCode !== 200) throw new Error(`not written: ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}

/** Marks the entry `id` as entered in error as `token`, with `reason`, expecting success. */
export async function markedEnteredInError(
  app: FastifyInstance,
  token: string,
  id: number,
  reason: string,
): Promise<void> {
  const response = await diaryCall(app, token, 'PUT', `/entry/${id}/entered-in-error`, { reason });
  if (response.statusCode !== 200) throw new Error(`not marked: ${response.body}`);
}

/** `{ status, errorCode }` of a refusal, `{ status }` of a success: for one `toEqual`. */
export function outcome(response: LightMyRequestResponse) {
  const body = response.json<{ errorCode?: string }>();
  return body.errorCode
    ? { status: response.statusCode, errorCode: body.errorCode }
    : { status: response.statusCode };
}

/** A test world with sessions of the demo accounts `names` and a new guest of the first floor. */
export async function openDiaryWorld(names: readonly string[]) {
  const world = await createTestWorld();
  const tokens = new Map<string, string>();
  for (const name of names) tokens.set(name, await demoTokenOf(world.app, name));
  const guest = await newDiaryGuest(world.database.handle.db);
  return { world, app: world.app, guest, as: (name: string) => tokens.get(name) ?? '' };
}

/** A test file's diary world: its members are there from the file's first test on. */
export type DiaryWorld = Awaited<ReturnType<typeof openDiaryWorld>>;

/**
 * Opens a diary world (`openDiaryWorld`) before the file's tests and closes it after them: the
 * prelude every route test file of the care modules shares. Read its members inside the tests
 * (`env.app`, `env.as('nurse')`), not at the file's top level, where they are not there yet.
 */
export function diaryWorldOfFile(names: readonly string[]): DiaryWorld {
  const env = {} as DiaryWorld;
  beforeAll(async () => {
    Object.assign(env, await openDiaryWorld(names));
  });
  afterAll(async () => {
    await env.world?.close();
  });
  return env;
}
