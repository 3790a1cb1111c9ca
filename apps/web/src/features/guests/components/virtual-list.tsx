import { chakra } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 6;
/** The row height until the first row has been measured (px). */
const ESTIMATED_ROW_HEIGHT = 64;
/** The viewport height where the layout reports none (jsdom), px. */
const FALLBACK_VIEWPORT = 640;

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

/**
 * A list of `count` rows of one height, of which only those in view (and a few around) are in
 * the DOM: a facility of 10,000 guests keeps a few hundred nodes. Rows do not wrap (each row
 * keeps to one line), so the first row's measured height is every row's; it is measured again
 * when it changes (a larger font size). Each row is a list item that says where it is in the
 * whole list (`aria-setsize`, `aria-posinset`); the scrolling region takes keyboard focus.
 */
export function VirtualList({
  count,
  label,
  renderRow,
  onRangeChange,
  height = 'min(70vh, 44rem)',
}: VirtualListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  const observer = useRef<ResizeObserver | null>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight || FALLBACK_VIEWPORT);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => resize.disconnect();
  }, []);

  // The first row drawn is measured (and watched): every row has its height.
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

  const first = Math.min(Math.max(0, count - 1), Math.floor(scrollTop / rowHeight));
  const visible = Math.ceil(viewport / rowHeight);
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(count - 1, first + visible + OVERSCAN);

  useEffect(() => {
    if (count > 0) onRangeChange?.({ start, end });
  }, [start, end, count, onRangeChange]);

  const items: ReactNode[] = [];
  for (let index = start; index <= end; index++) {
    items.push(
      <chakra.li
        key={index}
        ref={index === start ? measureRow : undefined}
        aria-setsize={count}
        aria-posinset={index + 1}
        position="absolute"
        insetInline="0"
        style={{ top: index * rowHeight }}
      >
        {renderRow(index)}
      </chakra.li>,
    );
  }

  return (
    <chakra.div
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      height={height}
      overflowY="auto"
      overscrollBehavior="contain"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      _focusVisible={{ outline: '2px solid', outlineColor: 'care.primary', outlineOffset: '2px' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <chakra.ul
        position="relative"
        listStyleType="none"
        m="0"
        p="0"
        style={{ height: count * rowHeight }}
      >
        {items}
      </chakra.ul>
    </chakra.div>
  );
}
