import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinuteClock } from './use-minute-clock';

describe('useMinuteClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 29, 10, 0, 40));
  });
  afterEach(() => vi.useRealTimers());

  it('renews the time at the start of every minute', () => {
    const { result } = renderHook(() => useMinuteClock());
    expect(result.current.getMinutes()).toBe(0);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.getMinutes()).toBe(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.getMinutes()).toBe(2);
  });
});
