import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { FALLBACK_RECT } from '../../../shared/virtual-list-frame';

/**
 * The rows of a long table that are drawn: those in view of `scroller` and `overscan` more on each
 * side (@tanstack/react-virtual), with the heights of the rows left out above and below, for
 * spacer rows. A drawn row takes `measure` as its ref and `data-index`; the table says how many
 * rows it has (`aria-rowcount`) and each drawn row where it is (`aria-rowindex`).
 */
export function useTableWindow(options: {
  count: number;
  scroller: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  overscan: number;
  rowKey: (index: number) => string | number;
}) {
  const { rowHeight } = options;
  // The virtualizer's functions change with its state: React Compiler leaves this hook as it is.
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing of it is memoized below
  const virtualizer = useVirtualizer({
    count: options.count,
    getScrollElement: () => options.scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: options.rowKey,
    measureElement: (element) => element.getBoundingClientRect().height || rowHeight,
    overscan: options.overscan,
    ...FALLBACK_RECT,
  });
  const items = virtualizer.getVirtualItems();
  return {
    items,
    before: items[0]?.start ?? 0,
    after: virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0),
    measure: virtualizer.measureElement,
  };
}

/** An empty row as tall as the rows not drawn above or below the window. */
export function SpacerRow(props: { height: number; columns: number }) {
  if (props.height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={props.columns} style={{ height: props.height, padding: 0, border: 0 }} />
    </tr>
  );
}
