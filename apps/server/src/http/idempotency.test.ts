import { API_ROUTES, type ApiRoute } from '@care/api-client/schemas';
import { and, count, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { diaryEntries, documents } from '../db/schema';
import { seededPermissions } from '../db/seed';
import { DIARY, diaryWorldOfFile, outcome } from '../test-support/diary';
import { demoTokenOf } from '../test-support/test-app';
import { IDEMPOTENCY_WINDOW_MS } from './idempotency';

const env = diaryWorldOfFile(['nurse', 'doctor']);
/** Tokens of a second sign-in, over the world's first ones. */
const tokens = new Map<string, string>();
const as = (name: string) => tokens.get(name) ?? env.as(name);

const db = () => env.world.database.handle.db;
let keys = 0;
/** A key no other test uses. */
const newKey = () => `test-key-${++keys}-${Date.now()}`;

function post(
  name: string,
  url: string,
  payload: object,
  key: string | undefined,
): Promise<LightMyRequestResponse> {
  return env.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${as(name)}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload,
  });
}

function documentBody(name: string) {
  const permissions = seededPermissions();
  return {
    name,
    description: 'Sent twice, saved once',
    expiration: null,
    state: false,
    atCustomerAccountId: env.guest.accountId,
    documentTagId: null,
    configuredPermission: Object.values(permissions).join(','),
    ...permissions,
  };
}

async function documentsNamed(name: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(documents).where(eq(documents.name, name));
  return row?.n ?? 0;
}

async function entriesWith(text: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(diaryEntries)
    .where(
      and(eq(diaryEntries.guestAccountId, env.guest.accountId), like(diaryEntries.text, text)),
    );
  return row?.n ?? 0;
}

const entryUrl = () => `${DIARY}/guest/${env.guest.personalDataId}/entries`;

describe('Idempotency-Key on create routes', () => {
  it('a retried document create gets the first answer and makes one document', async () => {
    const key = newKey();
    const body = documentBody(`Retried document ${key}`);
    const first = await post('nurse', '/api/document', body, key);
    const retry = await post('nurse', '/api/document', body, key);
    expect(first.statusCode).toBe(200);
    expect({ status: retry.statusCode, body: retry.json<unknown>() }).toEqual({
      status: 200,
      body: first.json<unknown>(),
    });
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(await documentsNamed(body.name)).toBe(1);
  });

  it('a retried diary entry gets the same entry back, written once', async () => {
    const key = newKey();
    const body = { categories: ['health'], text: `Retried entry ${key}` };
    const first = await post('nurse', entryUrl(), body, key);
    const retry = await post('nurse', entryUrl(), body, key);
    expect(first.statusCode).toBe(200);
    expect(retry.json<unknown>()).toEqual(first.json<unknown>());
    expect(await entriesWith(body.text)).toBe(1);
  });

  it('without a key every request creates', async () => {
    const body = { categories: ['health'], text: `No key ${newKey()}` };
    await post('nurse', entryUrl(), body, undefined);
    await post('nurse', entryUrl(), body, undefined);
    expect(await entriesWith(body.text)).toBe(2);
  });

  it('the same key with another body is 422 E050 and creates nothing more', async () => {
    const key = newKey();
    const text = `First body ${key}`;
    await post('nurse', entryUrl(), { categories: ['health'], text }, key);
    const other = await post('nurse', entryUrl(), { categories: ['health'], text: 'Other' }, key);
    expect(outcome(other)).toEqual({ status: 422, errorCode: 'E050' });
    expect(await entriesWith('Other')).toBe(0);
  });

  it('the same key on another path is 422 E050', async () => {
    const key = newKey();
    await post('nurse', entryUrl(), { categories: ['health'], text: `Path ${key}` }, key);
    const other = await post('nurse', '/api/document', documentBody(`Path ${key}`), key);
    expect(outcome(other)).toEqual({ status: 422, errorCode: 'E050' });
    expect(await documentsNamed(`Path ${key}`)).toBe(0);
  });

  it('keys are per account: two users with one key each create their own', async () => {
    const key = newKey();
    const body = { categories: ['health'], text: `Shared key ${key}` };
    const nurse = await post('nurse', entryUrl(), body, key);
    const doctor = await post('doctor', entryUrl(), body, key);
    expect(doctor.json<unknown>()).not.toEqual(nurse.json<unknown>());
    expect(await entriesWith(body.text)).toBe(2);
  });

  it('two concurrent requests with one key create one record', async () => {
    const key = newKey();
    const body = { categories: ['health'], text: `Concurrent ${key}` };
    const answers = await Promise.all([
      post('nurse', entryUrl(), body, key),
      post('nurse', entryUrl(), body, key),
    ]);
    expect(await entriesWith(body.text)).toBe(1);
    const [first] = answers.filter((answer) => answer.statusCode === 200);
    for (const answer of answers) {
      // The later one either waited for nothing (E051) or found the stored answer.
      if (answer.statusCode === 200) expect(answer.json<unknown>()).toEqual(first?.json<unknown>());
      else expect(outcome(answer)).toEqual({ status: 409, errorCode: 'E051' });
    }
  });

  it('a refused request lets its key go: the corrected retry is carried out', async () => {
    const key = newKey();
    const refused = await post('nurse', entryUrl(), { categories: ['nonsense'], text: 'x' }, key);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const text = `Corrected ${key}`;
    const retry = await post('nurse', entryUrl(), { categories: ['health'], text }, key);
    expect(retry.statusCode).toBe(200);
    expect(await entriesWith(text)).toBe(1);
  });

  it('a malformed key is 400 E016', async () => {
    const body = { categories: ['health'], text: 'Malformed key' };
    expect(outcome(await post('nurse', entryUrl(), body, 'short'))).toEqual({
      status: 400,
      errorCode: 'E016',
    });
  });

  it('OpenAPI documents the header on create routes only', async () => {
    const openapi = await env.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    const paths = openapi.json<{
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    }>().paths;
    const headerOf = (path: string, method: string) =>
      paths[path]?.[method]?.parameters.some(({ name }) => name === 'Idempotency-Key');
    expect(headerOf('/api/document', 'post')).toBe(true);
    expect(headerOf('/api/care/api/v1/diary/guest/{id}/entries', 'post')).toBe(true);
    expect(headerOf('/api/document/{id}', 'put')).toBe(false);
  });

  it('every create the contract marks idempotent honours the key on the server', async () => {
    const openapi = await env.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    const paths = openapi.json<{
      paths: Record<string, Record<string, { 'x-care-idempotent'?: boolean }>>;
    }>().paths;
    const marked = Object.values(API_ROUTES as Record<string, ApiRoute>).filter(
      (route) => route.idempotent,
    );
    expect(marked.length).toBeGreaterThan(5);
    for (const route of marked) {
      const operation = paths[`/api/${route.path}`]?.[route.method.toLowerCase()];
      expect({ route, idempotent: operation?.['x-care-idempotent'] }).toEqual({
        route,
        idempotent: true,
      });
    }
  });

  it('after 24 hours a key is forgotten and creates again', async () => {
    const key = newKey();
    const body = { categories: ['health'], text: `Window ${key}` };
    await post('nurse', entryUrl(), body, key);
    env.world.advance(IDEMPOTENCY_WINDOW_MS + 1000);
    // The session has ended meanwhile: sign in again.
    tokens.set('nurse', await demoTokenOf(env.app, 'nurse'));
    const later = await post('nurse', entryUrl(), body, key);
    expect(later.headers['idempotency-replayed']).toBeUndefined();
    expect(await entriesWith(body.text)).toBe(2);
  });
});
