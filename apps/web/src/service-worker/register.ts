import { afterFirstInteraction } from '../shared/after-first-interaction';

/** The worker's address: the root, so that its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (docs/behaviour/never-losing-work.md#starting-without-the-server)
 * once the page's deferred work starts (the first interaction or 8 s): its install downloads the
 * whole built app, which must never compete with the first load. A browser without service
 * workers, or one that refuses the registration, simply has none (the app works as before).
 */
export function registerServiceWorker(
  container: Pick<ServiceWorkerContainer, 'register'> | undefined = globalThis.navigator
    ?.serviceWorker,
  deferred: () => Promise<void> = afterFirstInteraction,
): Promise<void> {
  if (!container) return Promise.resolve();
  return deferred()
    .then(() => container.register(SERVICE_WORKER_URL, { scope: '/' }))
    .then(
      () => undefined,
      () => undefined,
    );
}
