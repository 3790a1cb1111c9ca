import { OfflineBanner, useOnlineStatus } from '@care/ui';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api';

/** The address of the server's own health check (`GET {api}/health`), never a third-party host. */
export function healthUrl(apiBaseUrl: string, base = globalThis.location?.href): string {
  return new URL('health', new URL(apiBaseUrl, base)).href;
}

/**
 * The offline banner (`utils.networkOffline`, spec 02 §4): shown as soon as the browser goes
 * offline; once it is back, the server's health check is polled every 2 s and the banner stays
 * until it answers. `onOnlineChange` hears the app's verdict (the logged-in area tells TanStack
 * Query, which then refetches stale queries and resumes paused ones).
 */
export function NetworkBanner({ onOnlineChange }: { onOnlineChange?: (online: boolean) => void }) {
  const { t } = useTranslation();
  const { baseUrl } = useApi();
  const check = useCallback(
    async (signal: AbortSignal) => {
      const response = await fetch(healthUrl(baseUrl), { cache: 'no-store', signal });
      return response.ok;
    },
    [baseUrl],
  );
  const { online } = useOnlineStatus({ check });
  useEffect(() => {
    onOnlineChange?.(online);
  }, [online, onOnlineChange]);
  return <OfflineBanner offline={!online} message={t('utils.networkOffline')} />;
}
