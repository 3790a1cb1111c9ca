import { screen, within } from '@testing-library/react';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  startApiTestServer,
  type ApiTestServer,
} from '../test/api-test-server';
import { renderApp } from '../test/render-app';
import { SESSION_TOKEN_KEY } from '../shared/storage-keys';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  installWorkingApi(server);
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a screen that crashes while rendering', () => {
  it('shows the randomError dialog with a reload, the header still there', async () => {
    // The start page spells out today's date (the only full date style on it): make that throw,
    // and only that, so the crash is the start page's and nothing else's.
    const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format');
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        if (this.resolvedOptions().dateStyle !== 'full') return format?.get?.call(this);
        return () => {
          throw new Error('render crash');
        };
      },
    });
    onTestFinished(() => {
      if (format) Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', format);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/loggedIn/', server);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Something went wrong. Reload the page to continue.',
    });
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Reloading clears the stored copies of the app; you stay signed in.',
    );
    expect(screen.getByText('Giulia Bianchi')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[care] a screen crashed while rendering',
      expect.any(Error),
      expect.anything(),
    );
  });
});
