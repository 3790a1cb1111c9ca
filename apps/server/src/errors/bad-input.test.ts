import { errorBodySchema } from '@care/api-client/schemas';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_BODY_LIMIT } from '../routes/auth';
import { createTestWorld, type TestWorld } from '../test-support/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => {
  await world?.close();
});

function postSignIn(payload: string, contentType = 'application/json') {
  return world.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'content-type': contentType },
    payload,
  });
}

function expectError(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  code: string,
) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { errorCode: code },
  });
}

describe('bad sign-in bodies get catalogue codes, never a 500', () => {
  it.each([
    ['malformed JSON', '{"username": "admin", ', 400, 'E016'],
    ['a JSON string', '"admin"', 400, 'E016'],
    ['a JSON array', '[]', 400, 'E016'],
    [
      'prototype poisoning',
      '{"__proto__": {"admin": true}, "username": "a", "password": "b"}',
      400,
      'E016',
    ],
    ['wrong field types', '{"username": 42, "password": ["x"]}', 400, 'E016'],
    [
      'rememberMe not a boolean',
      '{"username": "a", "password": "b", "rememberMe": "yes"}',
      400,
      'E016',
    ],
    ['an empty body', '', 400, 'E012'],
    ['null', 'null', 400, 'E012'],
    ['no password', '{"username": "admin"}', 400, 'E012'],
    ['no fields at all', '{}', 400, 'E012'],
    ['a blank username', '{"username": "   ", "password": "x"}', 400, 'E012'],
    ['a null password', '{"username": "admin", "password": null}', 400, 'E012'],
    [
      'a username longer than allowed',
      JSON.stringify({ username: 'a'.repeat(121), password: 'x' }),
      400,
      'E015',
    ],
  ] as const)('%s → %i %s', async (_name, payload, status, code) => {
    expectError(await postSignIn(payload), status, code);
  });

  it('refuses a body over 4 KiB before parsing it: 413 E015', async () => {
    const payload = JSON.stringify({ username: 'admin', password: 'x'.repeat(SIGN_IN_BODY_LIMIT) });
    expectError(await postSignIn(payload), 413, 'E015');
  });

  it('refuses a body that is not JSON, or JSON labelled otherwise: 415 E016', async () => {
    expectError(
      await postSignIn('username=admin&password=x', 'application/x-www-form-urlencoded'),
      415,
      'E016',
    );
    expectError(await postSignIn('username=admin', 'text/plain'), 415, 'E016');
    expectError(await postSignIn('{"username":"a","password":"b"}', 'text/plain'), 415, 'E016');
  });

  it('answers any JSON body with a catalogue error or a session, never a 500', async () => {
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          username: fc.oneof(fc.string({ maxLength: 130 }), fc.jsonValue()),
          password: fc.oneof(fc.string({ maxLength: 20 }), fc.jsonValue()),
          rememberMe: fc.oneof(fc.boolean(), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await postSignIn(JSON.stringify(value));
        expect([400, 401, 413]).toContain(response.statusCode);
        expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('unknown places and unexpected failures', () => {
  it('answers an unknown API route with 404 E008', async () => {
    expectError(await world.app.inject({ url: '/api/nothing/here' }), 404, 'E008');
    expectError(
      await world.app.inject({ method: 'DELETE', url: '/api/auth/sign-in' }),
      404,
      'E008',
    );
    expectError(await world.app.inject({ method: 'POST', url: '/api' }), 404, 'E008');
  });

  it('answers an unexpected error with 500 E008: no message, no stack; the log has it', async () => {
    const lines: string[] = [];
    const app: FastifyInstance = await world.build(
      {},
      { logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } },
    );
    app.get('/api/test/explode', async () => {
      throw new Error('secret detail: the database password is hunter2');
    });
    const response = await app.inject({ url: '/api/test/explode' });
    expectError(response, 500, 'E008');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
    expect(lines.join('\n')).toContain('hunter2');
  });

  it('keeps error bodies to the contract shape', async () => {
    const response = await postSignIn('{');
    expect(z.strictObject(errorBodySchema.shape).parse(response.json())).toEqual({
      errorCode: 'E016',
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
