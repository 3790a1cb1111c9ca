import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { OfflineBanner } from './offline-banner';
import { useOnlineStatus, type UseOnlineStatusOptions } from './use-online-status';

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
/** Advances fake time and lets the checks' promises settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useOnlineStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const setup = (options: UseOnlineStatusOptions = {}) =>
    renderHook(() => useOnlineStatus(options));

  it('starts from what the browser says', () => {
    expect(setup().result.current).toEqual({ online: true, checking: false });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(setup().result.current).toEqual({ online: false, checking: false });
  });

  it('is offline as soon as the browser is', () => {
    const check = vi.fn(async () => true);
    const { result } = setup({ check });
    goOffline();
    expect(result.current.online).toBe(false);
    expect(check).not.toHaveBeenCalled();
  });

  it('when back online, checks every 2 s until the server answers', async () => {
    const answers = [false, false, true];
    const check = vi.fn(async () => answers.shift() ?? true);
    const { result } = setup({ check });
    goOffline();
    goOnline();
    await elapse(0);
    expect(check).toHaveBeenCalledTimes(1); // at once
    expect(result.current).toEqual({ online: false, checking: true });
    await elapse(1999);
    expect(check).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(check).toHaveBeenCalledTimes(2);
    expect(result.current.online).toBe(false);
    await elapse(2000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(result.current).toEqual({ online: true, checking: false });
    await elapse(10_000);
    expect(check).toHaveBeenCalledTimes(3); // no more polling once online
  });

  it('treats a failed check as "not yet" and honours another interval', async () => {
    const check = vi
      .fn<(signal: AbortSignal) => Promise<boolean>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(true);
    const { result } = setup({ check, intervalMs: 500 });
    goOffline();
    goOnline();
    await elapse(0);
    expect(result.current.online).toBe(false);
    await elapse(500);
    expect(result.current.online).toBe(true);
  });

  it('gives up an attempt that hangs, aborting it, and tries again', async () => {
    const signals: AbortSignal[] = [];
    const check = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return signals.length === 1 ? new Promise<boolean>(() => {}) : Promise.resolve(true);
    });
    const { result } = setup({ check, timeoutMs: 3000 });
    goOffline();
    goOnline();
    await elapse(2999);
    expect(check).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(signals[0]?.aborted).toBe(true);
    await elapse(2000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(result.current.online).toBe(true);
  });

  it('stops checking when the browser goes offline again', async () => {
    const check = vi.fn(async () => false);
    const { result } = setup({ check });
    goOffline();
    goOnline();
    await elapse(0);
    goOffline();
    expect(result.current).toEqual({ online: false, checking: false });
    await elapse(10_000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('aborts a running check and stops on unmount', async () => {
    const signals: AbortSignal[] = [];
    const check = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<boolean>(() => {});
    });
    const { unmount } = setup({ check });
    goOffline();
    goOnline();
    await elapse(0);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    await elapse(30_000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('takes the browser at its word without a check', async () => {
    const { result } = setup();
    goOffline();
    goOnline();
    await elapse(0);
    expect(result.current.online).toBe(true);
  });
});

describe('OfflineBanner', () => {
  it('has its polite status region in the page while online, empty', () => {
    renderUi(<OfflineBanner offline={false} message="You are offline" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('shows and announces the text while offline', () => {
    const { rerender } = renderUi(<OfflineBanner offline={false} message="You are offline" />);
    rerender(<OfflineBanner offline message="You are offline" />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.getByText('You are offline')).toBeVisible();
    rerender(<OfflineBanner offline={false} message="You are offline" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('follows the online status hook', async () => {
    function Shell() {
      const { online } = useOnlineStatus();
      return <OfflineBanner offline={!online} message="No network connection" />;
    }
    renderUi(<Shell />);
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent('No network connection');
    goOnline();
    await act(async () => {});
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
