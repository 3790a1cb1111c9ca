import { chakra } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FALLBACK_RECT, VirtualListFrame } from '../../../shared/virtual-list-frame';

/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 6;
/** The row height until the first row has been measured (px). */
const ESTIMATED_ROW_HEIGHT = 64;

/** The rows in view, first and last (inclusive). */
export interface VisibleRange {
  start: number;
  end: number;
}

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  /** How many rows the list has (all of them, loaded or not). */
  count: number;
  /** The scrolling region's accessible name. */
  label: string;
  /** A row's content; rendered only for the rows in view. */
  renderRow: (index: number) => ReactNode;
  /** Called when the rows in view change (the caller loads their pages). */
  onRangeChange?: (range: VisibleRange) => void;
  /** The scrolling area's height (CSS). */
  height?: string;
}

/** The height of the first row drawn, measured and watched (a larger font size changes it). */
function useRowHeight() {
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  const observer = useRef<ResizeObserver | null>(null);
  const measureRow = useCallback((element: HTMLLIElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    const read = () => {
      const measured = element.getBoundingClientRect().height;
      if (measured > 0)
        setRowHeight((current) => (Math.abs(current - measured) < 0.5 ? current : measured));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(read);
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { rowHeight, measureRow };
}

/**
 * A list of `count` rows of one height, of which only those in view (and a few around) are in
 * the DOM, windowed by @tanstack/react-virtual: a facility of 10,000 guests keeps a few hundred
 * nodes. Rows do not wrap (each row keeps to one line), so the first row's measured height is
 * every row's; it is measured again when it changes (a larger font size). Each row is a list item
 * that says where it is in the whole list (`aria-setsize`, `aria-posinset`); the scrolling region
 * takes keyboard focus.
 */
export function VirtualList({
  count,
  label,
  renderRow,
  onRangeChange,
  height = 'min(70vh, 44rem)',
}: VirtualListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { rowHeight, measureRow } = useRowHeight();
  // The virtualizer's functions change with its state: React Compiler leaves this component as it is.
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing of it is memoized below
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    ...FALLBACK_RECT,
  });
  // Every row has the measured height: the virtualizer's sizes follow it.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (count > 0 && end >= start) onRangeChange?.({ start, end });
  }, [start, end, count, onRangeChange]);

  return (
    <VirtualListFrame
      scroller={scroller}
      label={label}
      height={height}
      totalSize={virtualizer.getTotalSize()}
    >
      {items.map((item) => (
        <chakra.li
          key={item.key}
          ref={item.index === start ? measureRow : undefined}
          aria-setsize={count}
          aria-posinset={item.index + 1}
          position="absolute"
          insetInline="0"
          style={{ top: item.start }}
        >
          {renderRow(item.index)}
        </chakra.li>
      ))}
    </VirtualListFrame>
  );
}
