import { CloseButton, Drawer as ChakraDrawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The drawer is at most 600px wide (docs/behaviour/documents.md#the-drawer). */
export const DRAWER_MAX_WIDTH = 600;
/**
 * Below 868px the layout is mobile, and the drawer takes the whole width
 * (docs/behaviour/shell-and-session.md#layout-and-breakpoints).
 */
const DESKTOP = '@media screen and (min-width: 868px)';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  /** Escape, the close button or (if allowed) a click outside. */
  onClose: () => void;
  /** Title (translated); the drawer's accessible name. */
  title: string;
  /** A line under the title (translated); the drawer's accessible description. */
  description?: string;
  /** Accessible name of the close button (translated), e.g. "Close". */
  closeLabel: string;
  /** The body; it scrolls when long. */
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Save; they stay in view while the body scrolls. */
  footer?: ReactNode;
  /** Escape and the close button do nothing while true, e.g. while a save runs. */
  closeDisabled?: boolean;
  /**
   * Show the close button in the corner. Default true. False when the footer already holds the
   * only way out (an access-denied notice with a single confirm button); Escape still closes.
   */
  withCloseButton?: boolean;
  /** Close on a click on the backdrop. Default false: a stray tap must not lose a filled form. */
  closeOnInteractOutside?: boolean;
  /** What gets focus on opening. Default: the first focusable element inside. */
  initialFocusEl?: () => HTMLElement | null;
  /** What gets focus on closing. Default: what had it before opening. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A modal panel from the right (the inline end in right-to-left), on Chakra UI's Drawer: at most
 * 600px wide on desktop, the full width below 868px. A `dialog` named by its title, with a close
 * button; focus stays inside while it is open, Escape closes it, and focus returns to where it
 * was.
 */
export function Drawer({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  closeDisabled = false,
  withCloseButton = true,
  closeOnInteractOutside = false,
  initialFocusEl,
  finalFocusEl,
}: DrawerProps) {
  return (
    <ChakraDrawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !closeDisabled) onClose();
      }}
      placement="end"
      closeOnEscape={!closeDisabled}
      closeOnInteractOutside={closeOnInteractOutside && !closeDisabled}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ChakraDrawer.Backdrop />
        <ChakraDrawer.Positioner>
          <ChakraDrawer.Content
            width="100vw"
            maxWidth="100vw"
            css={{ [DESKTOP]: { maxWidth: `${DRAWER_MAX_WIDTH}px` } }}
          >
            <ChakraDrawer.Header paddingEnd="14">
              <ChakraDrawer.Title>{title}</ChakraDrawer.Title>
              {description && (
                <ChakraDrawer.Description color="fg.muted" textStyle="sm">
                  {description}
                </ChakraDrawer.Description>
              )}
            </ChakraDrawer.Header>
            <ChakraDrawer.Body>{children}</ChakraDrawer.Body>
            {footer && <ChakraDrawer.Footer>{footer}</ChakraDrawer.Footer>}
            {withCloseButton && (
              <ChakraDrawer.CloseTrigger asChild disabled={closeDisabled}>
                <CloseButton size="md" aria-label={closeLabel} />
              </ChakraDrawer.CloseTrigger>
            )}
          </ChakraDrawer.Content>
        </ChakraDrawer.Positioner>
      </Portal>
    </ChakraDrawer.Root>
  );
}
