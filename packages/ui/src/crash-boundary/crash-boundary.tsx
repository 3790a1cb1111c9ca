import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Component, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { clearCachesAndReload } from './clear-caches-and-reload';

/** Props of {@link CrashBoundary}. */
export interface CrashBoundaryProps {
  children?: ReactNode;
  /** Title of the crash dialog (translated), e.g. `utils.randomError`. */
  title: string;
  /** A line under the title (translated), e.g. what reloading does. */
  description?: string;
  /** The reload button (translated). */
  reloadLabel: string;
  /**
   * Called by the reload button. Default {@link clearCachesAndReload}: empties Cache Storage and
   * reloads the page. The button stays busy until the page goes (or the promise settles).
   */
  onReload?: (() => void) | (() => Promise<void>);
  /** Called once per crash with the error and React's component stack (for logging). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface CrashBoundaryState {
  crashed: boolean;
}

function CrashDialog({
  title,
  description,
  reloadLabel,
  onReload,
}: Pick<CrashBoundaryProps, 'title' | 'description' | 'reloadLabel' | 'onReload'>) {
  const [reloading, setReloading] = useState(false);
  const reloadRef = useRef<HTMLButtonElement>(null);
  const reload = async () => {
    setReloading(true);
    try {
      await (onReload ?? clearCachesAndReload)();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Dialog.Root
      open
      role="alertdialog"
      // Nothing behind it works any more: the only way out is the reload.
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => reloadRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description && (
              <Dialog.Body>
                <Dialog.Description>{description}</Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button
                ref={reloadRef}
                loading={reloading}
                loadingText={reloadLabel}
                bg="care.primary"
                color="care.primary.contrast"
                _hover={{ bg: 'care.primary/90' }}
                onClick={() => void reload()}
              >
                {reloadLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * An error boundary: when rendering below it throws, it shows a crash dialog (an `alertdialog`
 * that Escape does not close) whose only button reloads the app, by default after emptying Cache
 * Storage (docs/behaviour/shell-and-session.md#when-a-screen-crashes). Render it inside the
 * `ChakraProvider`, around the routes.
 */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    const { title, description, reloadLabel, onReload } = this.props;
    return (
      <CrashDialog
        title={title}
        description={description}
        reloadLabel={reloadLabel}
        onReload={onReload}
      />
    );
  }
}
