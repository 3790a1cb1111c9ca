import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction } from './after-first-interaction';

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
});
