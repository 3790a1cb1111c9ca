import { chakra } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';
import { FALLBACK_RECT, VirtualListFrame } from './virtual-list-frame';

/**
 * Rows drawn above and below the visible ones, so a quick scroll shows no gap; none until the
 * rows in view are painted (docs/behaviour/diary.md#performance): a row beyond the view costs
 * as much to draw as one in it, and nobody scrolls before the first rows are there.
 */
const OVERSCAN = 4;
/** At the latest, the rows beyond the view are drawn this long after the list mounts. */
const OVERSCAN_AFTER_MS = 2_000;

/** Props of {@link VariableVirtualList}. */
export interface VariableVirtualListProps {
  /** How many rows the list has (all of them, loaded or not): each row's `aria-setsize`. */
  count: number;
  /**
   * The rows that take their place in the scroll, from the first (default: `count`): a list
   * loaded page by page passes what is loaded and one row more that says the rest is coming.
   * The window's work at each measurement grows with this, not with `count`.
   */
  placed?: number;
  /** The scrolling region's accessible name. */
  label: string;
  /** A row's height until it is measured (px). */
  estimateSize: number;
  /** A stable key of a row (an entry's id), so a measured height follows its row. */
  rowKey: (index: number) => string | number;
  /** A row's content; rendered only for the rows in view. */
  renderRow: (index: number) => ReactNode;
  /** Called with the last row in view when it changes (the caller loads the next page). */
  onEndChange?: (end: number) => void;
  /** The scrolling area's height (CSS). */
  height?: string;
  /** A row to bring into view: each new object scrolls to its index (at the top). */
  reveal?: { index: number } | null;
}

/**
 * A list of rows of different heights (diary entries: a line or a page of text), of which only
 * those in view (and a few around) are in the DOM, windowed by @tanstack/react-virtual: two years
 * of a guest's diary keep a few dozen nodes. Each row is measured once drawn, and again when it
 * changes. Each row is a list item that says where it is in the whole list (`aria-setsize`,
 * `aria-posinset`); the scrolling region takes keyboard focus.
 */
export function VariableVirtualList(props: VariableVirtualListProps) {
  const { count, label, estimateSize, rowKey, renderRow, onEndChange } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const painted = useAfterFirstPaint(count > 0, OVERSCAN_AFTER_MS);
  // The virtualizer's functions change with its state: React Compiler leaves this component as it is.
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing of it is memoized below
  const virtualizer = useVirtualizer({
    count: Math.min(props.placed ?? count, count),
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    getItemKey: rowKey,
    // Where the layout reports no height (jsdom), the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || estimateSize,
    overscan: painted ? OVERSCAN : 0,
    ...FALLBACK_RECT,
  });
  const items = virtualizer.getVirtualItems();
  const end = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (end >= 0) onEndChange?.(end);
  }, [end, onEndChange]);
  const { reveal } = props;
  useEffect(() => {
    if (reveal) virtualizer.scrollToIndex(reveal.index, { align: 'start' });
  }, [reveal, virtualizer]);

  return (
    <VirtualListFrame
      scroller={scroller}
      label={label}
      height={props.height ?? 'min(75vh, 48rem)'}
      totalSize={virtualizer.getTotalSize()}
    >
      {items.map((item) => (
        <chakra.li
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          aria-setsize={count}
          aria-posinset={item.index + 1}
          position="absolute"
          insetInline="0"
          style={{ transform: `translateY(${item.start}px)` }}
        >
          {renderRow(item.index)}
        </chakra.li>
      ))}
    </VirtualListFrame>
  );
}
