import { describe, expect, it } from 'vitest';
import { diaryWorldOfFile } from '../test-support/diary';
import { demoTokenOf } from '../test-support/test-app';

const URL = '/api/care/api/v1/drafts/key';
const env = diaryWorldOfFile(['nurse', 'oss', 'doctor']);

async function keyOf(name: string, token = env.as(name)) {
  const response = await env.app.inject({
    method: 'GET',
    url: URL,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{ data: { key: string; accountId: number } }>();
  return { ...data, headers: response.headers };
}

describe('GET care/api/v1/drafts/key', () => {
  it('hands the caller a 256-bit key, never to be cached', async () => {
    const { key, headers, accountId } = await keyOf('nurse');
    expect(accountId).toBeGreaterThan(0);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(headers['cache-control']).toBe('no-store');
  });

  it('is the same key for the account on every sign-in, another for another account', async () => {
    const first = await keyOf('oss');
    const again = await keyOf('oss', await demoTokenOf(env.app, 'oss'));
    const other = await keyOf('doctor');
    expect(again.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
  });

  it('is refused without a session', async () => {
    const response = await env.app.inject({ method: 'GET', url: URL });
    expect(response.json()).toEqual({ errorCode: 'E005' });
  });
});
