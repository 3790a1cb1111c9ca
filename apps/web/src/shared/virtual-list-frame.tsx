import { chakra } from '@chakra-ui/react';
import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';

/** The viewport height where the layout reports none (jsdom), px. */
export const FALLBACK_VIEWPORT = 640;

/**
 * The virtualizer's options every windowed list shares: it starts with the fallback viewport and
 * keeps it where the layout reports no height (jsdom), so a test draws the first rows.
 */
export const FALLBACK_RECT = {
  initialRect: { width: 0, height: FALLBACK_VIEWPORT },
  observeElementRect: <S extends Element>(
    instance: Virtualizer<S, Element>,
    notify: (rect: { width: number; height: number }) => void,
  ) =>
    observeElementRect(instance, (rect) =>
      notify(rect.height > 0 ? rect : { ...rect, height: FALLBACK_VIEWPORT }),
    ),
};

/** Props of {@link VirtualListFrame}. */
export interface VirtualListFrameProps {
  /** The scrolling element, handed to the virtualizer. */
  scroller: RefObject<HTMLDivElement | null>;
  /** The scrolling region's accessible name. */
  label: string;
  /** The scrolling area's height (CSS). */
  height: string;
  /** The height of all rows (the virtualizer's total size), px. */
  totalSize: number;
  /** The rows in view: `li` elements placed absolutely. */
  children: ReactNode;
}

/**
 * The frame of a windowed list: a named scrolling region that takes keyboard focus, around a list
 * as tall as all its rows, of which only those in view are drawn (`VirtualList` of the guest
 * list, `VariableVirtualList` of the diary).
 */
export function VirtualListFrame({
  scroller,
  label,
  height,
  totalSize,
  children,
}: VirtualListFrameProps) {
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
    >
      <chakra.ul position="relative" listStyleType="none" m="0" p="0" style={{ height: totalSize }}>
        {children}
      </chakra.ul>
    </chakra.div>
  );
}
