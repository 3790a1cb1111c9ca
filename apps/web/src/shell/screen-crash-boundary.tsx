import { clearCachesAndReload } from '@care/ui';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';
import type { DataLayer } from '../app/data';
import type { CrashDialogProps } from './crash-dialog';

/** Without the dialog's chunk (the network is down too): the same message and reload, inline. */
function InlineCrashNotice({ title, reloadLabel }: CrashDialogProps) {
  return (
    <Stack gap="4" role="alert">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{title}</Alert.Title>
      </Alert.Root>
      <Button alignSelf="start" onClick={() => void clearCachesAndReload()}>
        {reloadLabel}
      </Button>
    </Stack>
  );
}

const LazyCrashDialog = lazy(() =>
  import('./crash-dialog').then(
    ({ CrashDialog }) => ({ default: CrashDialog }),
    () => ({ default: InlineCrashNotice }),
  ),
);

interface Props {
  children: ReactNode;
  title: string;
  description: string;
  reloadLabel: string;
  data: Pick<DataLayer, 'current'>;
}

/**
 * The error boundary around the logged-in screens
 * (docs/behaviour/shell-and-session.md#when-a-screen-crashes: a render crash shows
 * 'utils.randomError' with a reload that clears caches). Catching is all it does at first: the
 * dialog (@care/ui's CrashBoundary and Chakra's dialog machinery, about 15 KiB gzip) loads when a
 * screen has crashed, not with every shell.
 */
export class ScreenCrashBoundary extends Component<Props, { error: unknown; crashed: boolean }> {
  override state = { error: undefined as unknown, crashed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[care] a screen crashed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    const { title, description, reloadLabel, data } = this.props;
    return (
      <Suspense fallback={null}>
        <LazyCrashDialog
          error={this.state.error}
          title={title}
          description={description}
          reloadLabel={reloadLabel}
          data={data}
        />
      </Suspense>
    );
  }
}
