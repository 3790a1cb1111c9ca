import { ApiError, type ErrorCode } from '@care/api-client';
import { describe, expect, it } from 'vitest';
import { OFFLINE_START_POLL_MS, startsOffline, waitForServer } from './offline-start-model';

const failure = (code: ErrorCode, status: number) =>
  new ApiError({ code, status, method: 'GET', path: 'personal/myInfo' });

describe('when the app starts offline', () => {
  it('no answer from the server (FEE003) is an offline start', () => {
    expect(startsOffline(failure('FEE003', 0))).toBe(true);
  });

  it('an answer is not: an ended session, a refusal, a server error keep their own way', () => {
    expect(startsOffline(failure('E005', 401))).toBe(false);
    expect(startsOffline(failure('E005', 412))).toBe(false);
    expect(startsOffline(failure('E005', 417))).toBe(false);
    expect(startsOffline(failure('E008', 500))).toBe(false);
    expect(startsOffline(failure('FEE001', 0))).toBe(false);
    expect(startsOffline(new Error('plain'))).toBe(false);
  });
});

describe('waiting for the server', () => {
  it('asks every 2 s until the health check answers', async () => {
    const answers = [false, false, true];
    const pauses: number[] = [];
    const answered = await waitForServer({
      check: () => Promise.resolve(answers.shift() ?? false),
      signal: new AbortController().signal,
      sleep: (ms) => {
        pauses.push(ms);
        return Promise.resolve();
      },
    });
    expect(answered).toBe(true);
    expect(pauses).toEqual([OFFLINE_START_POLL_MS, OFFLINE_START_POLL_MS]);
    expect(OFFLINE_START_POLL_MS).toBe(2_000);
  });

  it('a failed check (no network) is "not yet", not the end', async () => {
    let calls = 0;
    const answered = await waitForServer({
      check: () =>
        ++calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(true),
      signal: new AbortController().signal,
      sleep: () => Promise.resolve(),
    });
    expect(answered).toBe(true);
    expect(calls).toBe(3);
  });

  it('stops, unanswered, when the screen goes', async () => {
    const leaving = new AbortController();
    let calls = 0;
    const answered = await waitForServer({
      check: () => {
        calls += 1;
        return Promise.resolve(false);
      },
      signal: leaving.signal,
      sleep: () => {
        leaving.abort();
        return Promise.resolve();
      },
    });
    expect(answered).toBe(false);
    expect(calls).toBe(1);
  });

  it('a check that hangs is given up and aborted after its time limit', async () => {
    let aborted = false;
    const checks: AbortSignal[] = [];
    const answered = await waitForServer({
      check: (signal) => {
        checks.push(signal);
        if (checks.length > 1) return Promise.resolve(true);
        return new Promise<boolean>((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        );
      },
      signal: new AbortController().signal,
      timeoutMs: 1,
      sleep: () => Promise.resolve(),
    });
    expect(aborted).toBe(true);
    expect(answered).toBe(true);
  });
});
