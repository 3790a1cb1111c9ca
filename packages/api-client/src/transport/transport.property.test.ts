import assert from 'node:assert/strict';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { isApiError } from '../errors/api-error';
import { ERROR_CODES, isErrorCode, isServerErrorCode } from '../errors/catalogue';
import { myInfoResponseSchema, signInResponseSchema } from '../schemas/auth';
import { startTestServer, type TestServer } from '../testing/http-test-server';
import { memoryTokenStore } from './token-store';
import { createTransport, endsSession } from './transport';

// Whatever a server (or a proxy in front of it) answers, the client either hands over data that
// matches the schema or rejects with a typed ApiError: it never crashes, never passes bad data on.

/**
 * 2,000 answers in the test command (about 4 s on a quiet two-core machine); a deeper run sets
 * FUZZ_RUNS (10,000 took about 20 s there).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/**
 * The runs' time limit: over three times the 10,000 runs' time at a load of 10 (the test command
 * runs the packages' tests side by side). A ceiling against a hang, not a figure.
 */
const TIME_LIMIT_MS = 300_000;
const TOKEN = 'prop_token_0123456789abcdef';

interface Answer {
  status: number;
  body: string;
  authorization: string | null;
}

const schemas = {
  myInfo: myInfoResponseSchema,
  signIn: signInResponseSchema,
  anyData: z.object({ data: z.unknown() }),
  version: z.object({ version: z.string() }),
} as const;
const schemaNames = Object.keys(schemas) as (keyof typeof schemas)[];

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(typeof value);
  }
}

const validMyInfo = {
  data: {
    personalDataDto: {
      personalDataId: 1,
      customerAccountId: 2,
      name: 'Anna',
      surname: 'Bianchi',
      email: null,
      profileImageData: null,
      identifierCode: null,
      status: 'A',
      credentialGenerated: false,
    },
    customerRoleDto: {
      id: 1,
      role: 'RA_ADMIN',
      permission: null,
      customerRoleDtos: [],
      customerGroupDtoCollection: [],
    },
    roleIdentifier: 'RA_ADMIN',
  },
};

const bodyArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.json(),
  fc.anything({ maxDepth: 3, maxKeys: 6 }).map(stringify),
  fc.jsonValue().map((data) => stringify({ data })),
  fc.string(),
  fc
    .record({
      errorCode: fc.oneof(fc.constantFrom(...ERROR_CODES, 'E999', ''), fc.string()),
      message: fc.option(fc.string(), { nil: undefined }),
    })
    .map(stringify),
  fc.constant(stringify(validMyInfo)),
  fc.constant(stringify({ data: { token: 'a'.repeat(24), expiresAt: 'soon' } })),
  fc.constant(stringify({ version: '2.24.3' })),
);

const answerArbitrary: fc.Arbitrary<Answer> = fc.record({
  status: fc.oneof(
    fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 409, 412, 417, 429, 500, 502, 503),
    fc.integer({ min: 200, max: 599 }),
  ),
  body: bodyArbitrary,
  authorization: fc.option(
    fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9._~+/-]{1,40}=*$/).map((token) => `Bearer ${token}`),
      fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,40}$/),
    ),
    { nil: null },
  ),
});

const methodArbitrary = fc.constantFrom<'GET' | 'POST' | 'PUT' | 'DELETE'>(
  'GET',
  'POST',
  'PUT',
  'DELETE',
);

let server: TestServer;
let current: Answer = { status: 200, body: '{}', authorization: null };

beforeAll(async () => {
  server = await startTestServer((_request, response) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (current.authorization !== null) headers['Authorization'] = current.authorization;
    response.writeHead(current.status, headers);
    response.end(current.body);
  });
});
afterAll(() => server.close());

/** The code the client must report for a failure answer: its server code, else E008. */
function expectedFailureCode(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const code =
      typeof parsed === 'object' && parsed !== null
        ? (parsed as { errorCode?: unknown }).errorCode
        : undefined;
    return isServerErrorCode(code) ? code : 'E008';
  } catch {
    return 'E008';
  }
}

it(
  `never crashes on arbitrary answers: data matching the schema or a typed ApiError (${RUNS} runs)`,
  async () => {
    const tokenStore = memoryTokenStore(TOKEN);
    let expired = 0;
    const { request } = createTransport({
      baseUrl: server.baseUrl,
      tokenStore,
      // Backoff is tested elsewhere; here it would only spend time (a 407 becomes a retried GET).
      retryDelayMs: 1,
      onSessionExpired: () => {
        expired += 1;
      },
    });
    let succeeded = 0;
    let failed = 0;

    // Plain node:assert inside the property: 10,000 runs of vitest's expect chains cost seconds.
    await fc.assert(
      fc.asyncProperty(
        answerArbitrary,
        fc.constantFrom(...schemaNames),
        methodArbitrary,
        async (answer, schemaName, method) => {
          const schema = schemas[schemaName];
          current = answer;
          tokenStore.set(TOKEN);
          const expiredBefore = expired;
          const outcome = await request(schema, {
            method,
            path: 'prop',
            // Only writes that expect a payload carry one, as the API does (a DELETE with a body
            // also makes undici drop the keep-alive connection).
            body: method === 'POST' || method === 'PUT' ? {} : undefined,
          }).then(
            (data: unknown) => ({ ok: true as const, data }),
            (error: unknown) => ({ ok: false as const, error }),
          );

          if (outcome.ok) {
            succeeded += 1;
            assert.ok(answer.status >= 200 && answer.status < 300, `success for ${answer.status}`);
            assert.ok(schema.safeParse(outcome.data).success, 'passed on data off the contract');
          } else {
            failed += 1;
            assert.ok(isApiError(outcome.error), `not an ApiError: ${String(outcome.error)}`);
            const error = outcome.error;
            assert.ok(isErrorCode(error.code));
            assert.equal(error.messageKey, `error.translation.code.${error.code}`);
            if (answer.status === 407) {
              // The fetch standard turns a 407 (proxy authentication) into a network error.
              assert.deepEqual([error.code, error.status], ['FEE003', 0]);
            } else if (answer.status >= 200 && answer.status < 300) {
              assert.equal(error.code, 'FEE002');
            } else {
              assert.equal(error.status, answer.status);
              // A 304 carries no body on the wire (the server drops it), hence no code either.
              const body = answer.status === 304 ? '' : answer.body;
              assert.equal(error.code, expectedFailureCode(body));
            }
          }

          // Every request here carries a token: a 401 means the server no longer knows it.
          const code = answer.status === 304 ? 'E008' : expectedFailureCode(answer.body);
          const sessionEnded = endsSession({ status: answer.status, code }, TOKEN);
          assert.equal(
            sessionEnded,
            [412, 417].includes(answer.status) || (answer.status === 401 && code === 'E005'),
          );
          assert.equal(expired - expiredBefore, sessionEnded ? 1 : 0);
          const token = tokenStore.get();
          if (sessionEnded) assert.equal(token, null);
          // Whatever header came back, the store only ever holds a usable bearer token.
          else assert.match(token ?? '', /^[A-Za-z0-9\-._~+/]+=*$/);
        },
      ),
      { numRuns: RUNS },
    );

    // The generators reach both outcomes, not only failures.
    expect(succeeded).toBeGreaterThan(RUNS / 50);
    expect(failed).toBeGreaterThan(RUNS / 2);
  },
  TIME_LIMIT_MS,
);
