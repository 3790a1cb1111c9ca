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

  it('has one line per request in JSON (a log collector), with the request and its answer', async () => {
    const lines = (await linesOfOneRequest('json')).map(
      (line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string } },
    );
    const ofRequest = lines.filter((line) => line.req !== undefined);
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
  });
});
