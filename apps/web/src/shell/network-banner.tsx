import { OfflineBanner, useOnlineStatus } from '@care/ui';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api';

/** The address of the server's own health check (`GET {api}/health`), never a third-party host. */
export function healthUrl(apiBaseUrl: string, base = globalThis.location?.href): string {
  return new URL('health', new URL(apiBaseUrl, base)).href;
}

/**
 * The offline banner (`utils.networkOffline`, docs/behaviour/shell-and-session.md#offline): shown
 * as soon as the browser goes offline; once it is back, the server's health check is polled every 2
 * s and the banner stays until it answers. TanStack Query follows this verdict, not the browser's
 * `online` event (app/query-client): back online, stale queries refetch and paused queries and
 * mutations resume, on the logged-out pages (a sign-in pressed while offline) as in the logged-in
 * area.
 */
export function NetworkBanner() {
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
    onlineManager.setOnline(online);
  }, [online]);
  return <OfflineBanner offline={!online} message={t('utils.networkOffline')} />;
}
