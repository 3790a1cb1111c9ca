import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onExpire` after `duration` ms of not being paused. Pausing keeps the time already spent,
 * so a bar read with the pointer on it or with focus in it gets the rest of its time afterwards.
 * `null` never expires. The duration is read on mount only: the provider remounts a replaced
 * message.
 */
export function useAutoDismiss(
  duration: number | null,
  paused: boolean,
  onExpire: () => void,
): void {
  const remaining = useRef(duration !== null && Number.isFinite(duration) ? duration : null);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const left = remaining.current;
    if (paused || left === null) return;
    const started = Date.now();
    const timer = setTimeout(() => expire(), Math.max(0, left));
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, left - (Date.now() - started));
    };
  }, [paused]);
}
