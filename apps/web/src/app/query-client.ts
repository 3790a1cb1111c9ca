import { QueryClient, onlineManager } from '@tanstack/react-query';

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
        // The transport is the one retry layer: a read failing at the network or with a 5xx is
        // already tried three times there (docs/behaviour/shell-and-session.md#offline). A retry
        // here would multiply that to nine requests.
        retry: false,
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
