import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register';

describe('registering the service worker', () => {
  it('waits for the page’s deferred work, then registers /sw.js for the whole app', async () => {
    let startDeferredWork: () => void = () => undefined;
    const deferred = new Promise<void>((resolve) => (startDeferredWork = resolve));
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    const registered = registerServiceWorker({ register }, () => deferred);
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    startDeferredWork();
    await registered;
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('a browser without service workers, or one that refuses it, goes on without', async () => {
    await expect(
      registerServiceWorker(undefined, () => Promise.resolve()),
    ).resolves.toBeUndefined();
    const refused = { register: () => Promise.reject(new Error('blocked')) };
    await expect(registerServiceWorker(refused, () => Promise.resolve())).resolves.toBeUndefined();
  });
});
