import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from './test-support/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => {
  await world?.close();
});

/** The log lines an app writes while it answers one request. */
async function linesOfOneRequest(logFormat: 'pretty' | 'json'): Promise<string[]> {
  const lines: string[] = [];
  const app = await world.build(
    { logFormat, logLevel: 'info' },
    { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
  );
  expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  return lines;
}

describe('the log', () => {
  it('has no line per request in the readable format (a person starting Care)', async () => {
    expect(await linesOfOneRequest('pretty')).toEqual([]);
  });

  it('has a line per request in JSON (a log collector)', async () => {
    const lines = await linesOfOneRequest('json');
    expect(lines.some((line) => JSON.parse(line).msg === 'request completed')).toBe(true);
  });
});
