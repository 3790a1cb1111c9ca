import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_WORK_MARK, afterFirstInteraction } from './after-first-interaction';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterFirstInteraction', () => {
  it('resolves at the first key or pointer press', async () => {
    const resolved = vi.fn();
    void afterFirstInteraction({ fallbackMs: 10_000 }).then(resolved);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(resolved).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('resolves after the fallback delay without any interaction', async () => {
    const resolved = vi.fn();
    void afterFirstInteraction({ fallbackMs: 10_000 }).then(resolved);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('stops listening once resolved', async () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    const done = afterFirstInteraction({ target, fallbackMs: 10_000 });
    target.dispatchEvent(new Event('pointerdown'));
    await done;
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('marks the moment the deferred work starts, once per page', async () => {
    vi.useRealTimers(); // the fake timers fake `performance` too
    performance.clearMarks(DEFERRED_WORK_MARK);
    const target = new EventTarget();
    const first = afterFirstInteraction({ target, fallbackMs: 10_000 });
    expect(performance.getEntriesByName(DEFERRED_WORK_MARK)).toHaveLength(0);
    target.dispatchEvent(new Event('keydown'));
    await first;
    const second = afterFirstInteraction({ target, fallbackMs: 10_000 });
    target.dispatchEvent(new Event('keydown'));
    await second;
    expect(performance.getEntriesByName(DEFERRED_WORK_MARK)).toHaveLength(1);
    performance.clearMarks(DEFERRED_WORK_MARK);
  });
});
