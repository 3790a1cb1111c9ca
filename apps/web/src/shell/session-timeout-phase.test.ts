import type { AnswerInfo } from '@care/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionDeadline } from '../app/session-deadline';
import {
  SESSION_WARNING_MS,
  createPhaseClock,
  deadlinePhase,
  formatTimeLeft,
} from './session-timeout-phase';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 29, 9, 0, 0);

function answer(secondsLeft: string | null, authenticated = true): AnswerInfo {
  const headers = new Headers();
  if (secondsLeft !== null) headers.set('Care-Session-Expires-In', secondsLeft);
  return { method: 'GET', path: 'personal/myInfo', status: 200, headers, authenticated };
}

describe('deadlinePhase', () => {
  const deadline = { endsAt: T0 + 30 * MINUTE, long: false };

  it('is quiet until two minutes before the end, and says when to warn', () => {
    expect(deadlinePhase(deadline, T0)).toEqual({ phase: 'quiet', nextAt: T0 + 28 * MINUTE });
    expect(deadlinePhase(deadline, T0 + 28 * MINUTE - 1).phase).toBe('quiet');
  });

  it('warns in the last two minutes with the time left, and ends at the deadline', () => {
    expect(deadlinePhase(deadline, T0 + 28 * MINUTE)).toEqual({
      phase: 'warning',
      msLeft: SESSION_WARNING_MS,
      nextAt: deadline.endsAt,
    });
    expect(deadlinePhase(deadline, T0 + 30 * MINUTE - 1)).toMatchObject({ msLeft: 1 });
    expect(deadlinePhase(deadline, T0 + 30 * MINUTE)).toEqual({ phase: 'ended' });
    // A device that slept past it finds the session ended, without a warning first.
    expect(deadlinePhase(deadline, T0 + 3 * 60 * MINUTE)).toEqual({ phase: 'ended' });
  });

  it('never warns about nor ends a remember-me session, nor an unknown deadline', () => {
    const long = { endsAt: T0 + 30 * MINUTE, long: true };
    expect(deadlinePhase(long, T0 + 29 * MINUTE)).toEqual({ phase: 'quiet', nextAt: null });
    expect(deadlinePhase(long, T0 + 31 * MINUTE)).toEqual({ phase: 'quiet', nextAt: null });
    expect(deadlinePhase(null, T0)).toEqual({ phase: 'quiet', nextAt: null });
  });
});

describe('createPhaseClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits with one timer for the warning, counts down each second, then ends', () => {
    const store = createSessionDeadline();
    const clock = createPhaseClock(store);
    const phases: string[] = [];
    const stop = clock.subscribe(() => phases.push(clock.phase().phase));
    expect(vi.getTimerCount()).toBe(0);

    store.onAnswer(answer('1800'));
    expect(clock.phase()).toEqual({ phase: 'quiet', nextAt: T0 + 28 * MINUTE });
    expect(vi.getTimerCount()).toBe(1);
    phases.length = 0;
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(phases).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(clock.phase()).toMatchObject({ phase: 'warning', msLeft: 2 * MINUTE });
    vi.advanceTimersByTime(15_000);
    expect(clock.phase()).toMatchObject({ phase: 'warning', msLeft: 105_000 });
    expect(formatTimeLeft(105_000)).toBe('1:45');

    vi.advanceTimersByTime(105_000);
    expect(clock.phase()).toEqual({ phase: 'ended' });
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('goes quiet again when an answer moves the deadline while it warns', () => {
    const store = createSessionDeadline();
    const clock = createPhaseClock(store);
    const stop = clock.subscribe(() => undefined);
    store.onAnswer(answer('100'));
    expect(clock.phase().phase).toBe('warning');
    store.onAnswer(answer('1800'));
    expect(clock.phase()).toEqual({ phase: 'quiet', nextAt: T0 + 28 * MINUTE });
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sets no timer for a remember-me session', () => {
    const store = createSessionDeadline();
    const clock = createPhaseClock(store);
    const stop = clock.subscribe(() => undefined);
    store.onAnswer(answer(String(30 * 24 * 60 * 60)));
    expect(clock.phase()).toEqual({ phase: 'quiet', nextAt: null });
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});

describe('formatTimeLeft', () => {
  it('shows minutes and seconds, rounded up', () => {
    expect(formatTimeLeft(120_000)).toBe('2:00');
    expect(formatTimeLeft(59_001)).toBe('1:00');
    expect(formatTimeLeft(9_000)).toBe('0:09');
    expect(formatTimeLeft(-1)).toBe('0:00');
  });
});
