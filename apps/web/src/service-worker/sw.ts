// Care's service worker (docs/behaviour/never-losing-work.md#starting-without-the-server): keeps the
// built app on the device so that it starts without the server. It answers two things only: the
// app's own built files, from the copy it stored when it was installed (hashed names, never
// changing), and navigations to the app's pages, network first, with the stored index.html when
// the network fails. Every other request (the API, uploads, downloads, the notification socket,
// meta.json) goes to the network untouched. Built by vite-plugin-pwa's `injectManifest`
// (vite.config.ts), which writes the list of files into `__WB_MANIFEST`.
import { clientsClaim } from 'workbox-core';
import {
  PrecacheFallbackPlugin,
  cleanupOutdatedCaches,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { APP_PAGE_FALLBACK, isAppPage } from './app-pages';

// The worker's global scope, typed here only: the app's TypeScript project has the DOM's types.
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
};

// A new deploy takes over at once: the new worker activates without waiting for the tabs to
// close, controls them, and its install has already replaced the stored files; the app's own
// version check (meta.json) reloads the page as it did before there was a worker.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Registered before the precache's route, which would otherwise answer `/` with its stored
// index.html without asking the network: the first matching route wins.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isAppPage(url.pathname),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: APP_PAGE_FALLBACK })] }),
);

precacheAndRoute(self.__WB_MANIFEST);
