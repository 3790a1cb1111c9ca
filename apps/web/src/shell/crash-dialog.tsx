import { CrashBoundary, clearCachesAndReload } from '@care/ui';
import type { DataLayer } from '../app/data';

/** Throws the caught error again, so @care/ui's CrashBoundary around it shows its dialog. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/** Props of {@link CrashDialog}. */
export interface CrashDialogProps {
  error: unknown;
  title: string;
  description: string;
  reloadLabel: string;
  data: Pick<DataLayer, 'current'>;
}

/**
 * @care/ui's crash dialog ('utils.randomError'), for an error already caught by the shell's
 * boundary; its reload empties the query cache and Cache Storage (the session token stays).
 * A chunk of its own: the dialog's code loads only when something crashed.
 */
export function CrashDialog({ error, title, description, reloadLabel, data }: CrashDialogProps) {
  return (
    <CrashBoundary
      title={title}
      description={description}
      reloadLabel={reloadLabel}
      onReload={() => {
        data.current()?.clear();
        return clearCachesAndReload();
      }}
    >
      <Rethrow error={error} />
    </CrashBoundary>
  );
}
