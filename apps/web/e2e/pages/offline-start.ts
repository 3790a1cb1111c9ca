import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The offline start (docs/behaviour/never-losing-work.md#starting-without-the-server) and the
 * service worker that makes it possible.
 */
export class OfflineStart {
  readonly heading: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Care is waiting for the server' });
    this.status = page
      .getByRole('status')
      .filter({ hasText: 'The server cannot be reached. Care carries on by itself' });
  }

  /** The sentence that counts the records waiting on the device. */
  waiting(count: number): Locator {
    const records = count === 1 ? 'record waits' : 'records wait';
    return this.page.getByText(`${count} ${records} on this device.`);
  }
}

/**
 * Waits until the app's service worker controls the page: its install has stored the whole app
 * on the device (it registers with the page's deferred work: the first interaction or 8 s).
 */
export async function expectServiceWorkerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Every address kept in the page's Cache Storage (the service worker's precache among them). */
export function storedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const stored = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return stored.flat();
  });
}
