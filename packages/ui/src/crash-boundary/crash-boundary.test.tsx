import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { clearCachesAndReload } from './clear-caches-and-reload';
import { CrashBoundary, type CrashBoundaryProps } from './crash-boundary';

function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Cannot read properties of undefined');
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Open the guest list
    </button>
  );
}

const labels = {
  title: 'Something went wrong',
  description: 'Reload the page to continue. Unsaved changes may be lost.',
  reloadLabel: 'Reload',
} as const;

function setup(props: Partial<CrashBoundaryProps> = {}) {
  return renderUi(
    <CrashBoundary {...labels} {...props}>
      <Fragile />
    </CrashBoundary>,
  );
}

const patience = { timeout: 5000 };

// Dialogs in jsdom are slow on a busy machine: a generous ceiling, no timing assertions.
describe('CrashBoundary', { timeout: 30_000 }, () => {
  // jsdom: no layout (the focus trap skips elements without client rects) and no animations.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { animation: none !important; }';
  beforeEach(() => {
    document.head.append(still);
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 10, 10),
    ] as unknown as DOMRectList);
    // React reports errors caught by a boundary on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    still.remove();
    vi.restoreAllMocks();
  });

  it('renders its children while nothing breaks', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Open the guest list' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('replaces a crashed page with the crash dialog, focused on Reload', async () => {
    const onError = vi.fn();
    const { user } = setup({ onError });
    await user.click(screen.getByRole('button', { name: 'Open the guest list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveAccessibleDescription(labels.description);
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Reload' })).toHaveFocus(),
      patience,
    );
    expect(screen.queryByRole('button', { name: 'Open the guest list' })).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Cannot read properties of undefined' }),
      expect.objectContaining({ componentStack: expect.stringContaining('Fragile') }),
    );
  });

  it('cannot be closed with Escape: reloading is the way out', async () => {
    const onReload = vi.fn();
    const { user } = setup({ onReload });
    await user.click(screen.getByRole('button', { name: 'Open the guest list' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('keeps the button busy while an async reload runs', async () => {
    const onReload = vi.fn(() => new Promise<void>(() => {}));
    const { user } = setup({ onReload });
    await user.click(screen.getByRole('button', { name: 'Open the guest list' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeDisabled();
  });
});

describe('clearCachesAndReload', () => {
  function fakeCaches(names: string[]) {
    const left = new Set(names);
    return {
      left,
      keys: vi.fn(async () => [...left]),
      delete: vi.fn(async (name: string) => left.delete(name)),
    };
  }

  it('empties Cache Storage, then reloads', async () => {
    const cacheStorage = fakeCaches(['workbox-precache-v2', 'images']);
    const reload = vi.fn(() => expect(cacheStorage.left.size).toBe(0));
    await clearCachesAndReload({ cacheStorage, reload });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads even when the caches cannot be read', async () => {
    const reload = vi.fn();
    const cacheStorage = {
      keys: vi.fn(() => Promise.reject(new DOMException('denied', 'SecurityError'))),
      delete: vi.fn(),
    };
    await clearCachesAndReload({ cacheStorage, reload });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads where Cache Storage does not exist (insecure contexts)', async () => {
    vi.stubGlobal('caches', undefined);
    const reload = vi.fn();
    await clearCachesAndReload({ reload });
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
