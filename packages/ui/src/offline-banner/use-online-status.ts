import { useEffect, useEffectEvent, useState } from 'react';

/** While offline, the check runs every 2 s (docs/behaviour/shell-and-session.md#offline). */
export const DEFAULT_ONLINE_CHECK_INTERVAL = 2000;
/** An attempt that has not answered by then counts as failed (and is aborted). */
export const DEFAULT_ONLINE_CHECK_TIMEOUT = 10_000;

/** Options of {@link useOnlineStatus}. */
export interface UseOnlineStatusOptions {
  /**
   * Whether the app's server answers, e.g. a fetch of its health endpoint. Resolve `true` when
   * reachable; `false` or a rejection means "try again". Abort the request when `signal` aborts.
   * Without it, the browser's word is taken.
   */
  check?: (signal: AbortSignal) => Promise<boolean>;
  /** Pause between failed checks, in ms. Default 2000 (spec). */
  intervalMs?: number;
  /** Time limit of one check, in ms. Default 10 000. */
  timeoutMs?: number;
}

/** What {@link useOnlineStatus} returns. */
export interface OnlineStatus {
  /** False while the browser is offline and until a check passes after it comes back. */
  online: boolean;
  /** The browser is back online and the checks have not passed yet. */
  checking: boolean;
}

type State = 'online' | 'offline' | 'checking';

const initialState = (): State =>
  typeof navigator === 'undefined' || navigator.onLine ? 'online' : 'offline';

/**
 * Network state for the offline banner (docs/behaviour/shell-and-session.md#offline): offline as
 * soon as the browser says so; when the browser is back online, `check()` runs at once and then
 * every `intervalMs` until it resolves true, and only then is the app online again. Checks stop
 * when the browser goes offline again or the component unmounts.
 */
export function useOnlineStatus({
  check,
  intervalMs = DEFAULT_ONLINE_CHECK_INTERVAL,
  timeoutMs = DEFAULT_ONLINE_CHECK_TIMEOUT,
}: UseOnlineStatusOptions = {}): OnlineStatus {
  const [state, setState] = useState<State>(initialState);
  // Read through an effect event: an inline `check` does not restart the polling.
  const reachable = useEffectEvent(async (signal: AbortSignal): Promise<boolean> => {
    if (!check) return true;
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    signal.addEventListener('abort', abort);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        attempt.abort();
        resolve(false);
      }, timeoutMs);
    });
    try {
      return (await Promise.race([check(attempt.signal), timedOut])) === true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  });

  useEffect(() => {
    let polling: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      polling?.abort();
      polling = undefined;
      clearTimeout(timer);
    };
    const poll = async (signal: AbortSignal) => {
      const ok = await reachable(signal);
      if (signal.aborted) return;
      if (ok) {
        setState('online');
        return;
      }
      timer = setTimeout(() => void poll(signal), intervalMs);
    };
    const onOffline = () => {
      stop();
      setState('offline');
    };
    const onOnline = () => {
      stop();
      setState('checking');
      polling = new AbortController();
      void poll(polling.signal);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      stop();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [intervalMs]);

  return { online: state === 'online', checking: state === 'checking' };
}
