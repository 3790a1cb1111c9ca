import { loadBundledTexts } from '@care/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../service-worker/register';
import { hasStoredSession } from './api';
import { prepareApp } from './create-app';
import { prepareAppliedThemeSystem } from './providers';

/**
 * Resolves in a new task: the browser may paint and handle input in between. On a slow tablet
 * each step of the start-up below takes tens of milliseconds; run back to back they would be one
 * long task that holds up everything else (Lighthouse counts it as blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('Care: #root is missing from index.html');

const root = createRoot(container);
// The page's language only (and English, the fallback): the others load on a switch. The boot
// screen of index.html shows meanwhile. Its chunk is requested now. Building the Chakra system
// (the longest single step of the start-up) overlaps a wait: signed out, the texts' download;
// signed in, the logged-in area's requests (the user, the module levels), which leave as soon as
// the router exists (`finish()`), so the system is built after it
// (docs/behaviour/home.md#performance).
const texts = loadBundledTexts();
// Awaited below; a failure then stops the start-up as before, not reported twice meanwhile.
texts.catch(() => undefined);
await nextTask();
const signedIn = hasStoredSession();
if (!signedIn) prepareAppliedThemeSystem();
const app = prepareApp({ texts: await texts });
await nextTask();
const { element } = app.finish();
await nextTask();
if (signedIn) {
  prepareAppliedThemeSystem();
  await nextTask();
}
// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser paint and handle input in between (the boot screen of index.html stays up
// meanwhile), instead of one long task that blocks a slow tablet's main thread.
startTransition(() => root.render(element));
// The production build keeps itself on the device, so that the app starts without the server
// (docs/behaviour/never-losing-work.md#starting-without-the-server); registered with the page's
// deferred work, never as part of the first load.
if (import.meta.env.PROD) void registerServiceWorker();
