import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('a part rendered after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the main content, then shows once the browser is free', async () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterFirstPaint(ready, 2_000), {
      initialProps: { ready: false },
    });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
    // Shown for good, whatever the main content does next.
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('shows at the latest after its longest wait, the main content never ready', async () => {
    const { result } = renderHook(() => useAfterFirstPaint(false, 2_000));
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });
});
