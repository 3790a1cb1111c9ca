import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isNearLimit } from './counter-level';

/** Default idle time before the remaining count is announced. */
export const DEFAULT_ANNOUNCE_DELAY = 500;

/**
 * The text for a polite live region: the remaining count, once typing has paused for `delay` ms
 * and only near the limit; past the limit, `tooManyLabel` with the excess when given. Empty on
 * mount (a long existing text is not read out unasked) and when the count falls back below the
 * threshold.
 */
export function useLimitAnnouncement(
  count: number,
  max: number,
  remainingLabel: (remaining: number) => string,
  delay: number = DEFAULT_ANNOUNCE_DELAY,
  tooManyLabel?: (excess: number) => string,
): string {
  const [announcement, setAnnouncement] = useState('');
  // The values on mount: nothing is announced until they change (a ref rather than a flag, so
  // React's development double-run of effects does not count as a change).
  const initial = useRef<{ count: number; max: number } | null>({ count, max });
  // The formatter is usually an inline arrow: reading it through an effect event keeps a new
  // function identity from restarting the timer.
  const announce = useEffectEvent(() => {
    setAnnouncement(limitText(count, max, remainingLabel, tooManyLabel) ?? '');
  });

  useEffect(() => {
    if (initial.current?.count === count && initial.current.max === max) return;
    initial.current = null;
    const timer = setTimeout(() => announce(), delay);
    return () => clearTimeout(timer);
  }, [count, max, delay]);

  return announcement;
}

/**
 * What the counter says near and past the limit: the remaining count, or the excess through
 * `tooManyLabel` when the text is longer than `max`; undefined further from the limit.
 */
export function limitText(
  count: number,
  max: number,
  remainingLabel: (remaining: number) => string,
  tooManyLabel?: (excess: number) => string,
): string | undefined {
  if (!isNearLimit(count, max)) return undefined;
  if (count > max && tooManyLabel) return tooManyLabel(count - max);
  return remainingLabel(Math.max(0, max - count));
}
