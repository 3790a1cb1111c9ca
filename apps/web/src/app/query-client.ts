import { isApiError, isCancelled } from '@care/api-client';
import { QueryClient, onlineManager } from '@tanstack/react-query';

const MAX_RETRIES = 2;

/**
 * Retries only what a retry can fix: network failures and server errors (5xx). A cancelled
 * request, a refused one (4xx) or an ended session (412/417) is never retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || isCancelled(error)) return false;
  if (!isApiError(error)) return true;
  if (error.code === 'FEE003') return true;
  return error.status >= 500;
}

/**
 * TanStack Query hears "offline" from the browser at once, but "online" only from the shell
 * (`setOnline(true)` once the server's health check answers, shell/network-banner): the
 * browser's `online` event only says a network is there, not that the server can be reached.
 */
function followShellOnlineStatus(): void {
  onlineManager.setEventListener((setOnline) => {
    if (typeof window === 'undefined') return undefined;
    const offline = () => setOnline(false);
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  });
}

/** The app's query client; one per page load (or per test). */
export function createQueryClient(): QueryClient {
  followShellOnlineStatus();
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Tablets wake up and regain focus often; data shown after that is refetched, but a
        // refetch failure keeps showing the data already on screen.
        refetchOnWindowFocus: true,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
