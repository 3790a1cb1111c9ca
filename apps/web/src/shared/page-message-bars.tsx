import { MessageBarProvider, useMessageBar } from '@care/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function useHasMessageBar(): boolean {
  try {
    useMessageBar();
    return true;
  } catch {
    return false;
  }
}

/**
 * A page's message bars: the app's when there is one (the logged-in shell's), or a provider of
 * the page's own, in a region named `label` (translated).
 */
export function PageMessageBars({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (useHasMessageBar()) return children;
  return (
    <MessageBarProvider dismissLabel={t('notifications.dismiss')} label={label}>
      {children}
    </MessageBarProvider>
  );
}
