import type { AnswerInfo } from '@care/api-client';
import { describe, expect, it, vi } from 'vitest';
import { LONG_SESSION_MS, createSessionDeadline, nextDeadline } from './session-deadline';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 29, 9, 0, 0);

function answer(secondsLeft: string | null, authenticated = true): AnswerInfo {
  const headers = new Headers();
  if (secondsLeft !== null) headers.set('Care-Session-Expires-In', secondsLeft);
  return { method: 'GET', path: 'personal/myInfo', status: 200, headers, authenticated };
}

describe('nextDeadline', () => {
  it('learns the deadline from the seconds left, by this device’s clock', () => {
    expect(nextDeadline(null, 1800, T0)).toEqual({ endsAt: T0 + 30 * MINUTE, long: false });
  });

  it('only moves later: late or background answers never bring it forward', () => {
    const current = { endsAt: T0 + 30 * MINUTE, long: false };
    expect(nextDeadline(current, 1200, T0 + 5 * MINUTE)).toBe(current);
    expect(nextDeadline(current, 1800, T0 + 5 * MINUTE)).toEqual({
      endsAt: T0 + 35 * MINUTE,
      long: false,
    });
  });

  it('marks a session with more than a day left as remember-me, for good', () => {
    const long = nextDeadline(null, (30 * 24 * 60 * MINUTE) / 1000, T0);
    expect(long.long).toBe(true);
    expect(nextDeadline(long, 60, T0).long).toBe(true);
    expect(nextDeadline(null, LONG_SESSION_MS / 1000, T0).long).toBe(false);
  });
});

describe('createSessionDeadline', () => {
  it('follows the Care-Session-Expires-In of authenticated answers only', () => {
    let now = T0;
    const store = createSessionDeadline(() => now);
    const heard = vi.fn();
    store.subscribe(heard);
    store.onAnswer(answer('1800', false));
    store.onAnswer(answer(null));
    store.onAnswer(answer('soon'));
    store.onAnswer(answer('-5'));
    expect(store.current()).toBeNull();
    store.onAnswer(answer('1800'));
    expect(store.current()).toEqual({ endsAt: T0 + 30 * MINUTE, long: false });
    now += MINUTE;
    store.onAnswer(answer('1740'));
    expect(heard).toHaveBeenCalledTimes(1);
    store.clear();
    expect(store.current()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
