import { Box, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import { getCounterLevel, type CounterLevel } from './counter-level';
import { DEFAULT_ANNOUNCE_DELAY, useLimitAnnouncement } from './use-limit-announcement';

const LEVEL_COLORS: Record<CounterLevel, string> = {
  normal: 'fg.muted',
  caution: 'care.counter.caution',
  high: 'care.counter.high',
  limit: 'care.counter.limit',
};

/** Props of {@link CharacterCounter}. */
export interface CharacterCounterProps extends Omit<BoxProps, 'children' | 'color'> {
  /** Characters used. */
  count: number;
  /** Maximum number of characters. */
  max: number;
  /**
   * Translated announcement of the remaining characters, e.g. ``(n) => `${n} characters left` ``.
   * Screen readers hear it near the limit (from 80 %), after typing pauses.
   */
  remainingLabel: (remaining: number) => string;
  /**
   * Translated reading of the visible "count / max", e.g. ``(c, m) => `${c} of ${m} characters` ``.
   * Without it assistive technology reads the digits as shown.
   */
  countLabel?: (count: number, max: number) => string;
  /** Idle time in ms before the remaining count is announced. Default 500. */
  announceDelay?: number;
  /** Id of the visible count, for the field's `aria-describedby`. */
  id?: string;
}

/**
 * Shows "count / max" under a text field, in alert colours above 80 %, above 90 % and at 100 %
 * (`care.counter.*` tokens), and tells screen readers the remaining count near the limit through
 * a polite, debounced live region, never on every keystroke.
 */
export function CharacterCounter({
  count,
  max,
  remainingLabel,
  countLabel,
  announceDelay = DEFAULT_ANNOUNCE_DELAY,
  id,
  ...rest
}: CharacterCounterProps) {
  const level = getCounterLevel(count, max);
  const announcement = useLimitAnnouncement(count, max, remainingLabel, announceDelay);
  const visible = `${count} / ${max}`;

  return (
    <Box
      textStyle="sm"
      textAlign="end"
      flexShrink={0}
      fontVariantNumeric="tabular-nums"
      {...rest}
      color={LEVEL_COLORS[level]}
      fontWeight={level === 'normal' ? undefined : 'semibold'}
      data-level={level}
    >
      <span id={id}>
        {countLabel ? (
          <>
            <span aria-hidden="true">{visible}</span>
            <VisuallyHidden>{countLabel(count, max)}</VisuallyHidden>
          </>
        ) : (
          visible
        )}
      </span>
      {/* Always in the DOM, so that changing its text is what screen readers announce. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Box>
  );
}
