import { defaultExportPeriod, localIsoDate } from '@care/api-client';
import { createI18n, I18nextProvider } from '@care/i18n';
import { createThemeSystem, DEFAULT_THEME } from '@care/theming';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext, createAppApi } from '../../app/api';
import { startApiTestServer, type ApiTestServer } from '../../test/api-test-server';
import { ExportDialog } from './index';

const system = createThemeSystem(DEFAULT_THEME);
const PATH = '/api/exports/STATUS_HISTORY';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
});

function renderDialog(module: 'diary' | 'meals', onClose = vi.fn()) {
  const api = createAppApi({ baseUrl: server.baseUrl, retryDelayMs: 1 });
  const i18n = createI18n({ language: 'en', storage: null });
  render(
    <ChakraProvider value={system}>
      <style>{'[data-scope="dialog"] { animation-name: none !important; }'}</style>
      <I18nextProvider i18n={i18n}>
        <ApiContext.Provider value={api}>
          <ExportDialog
            type="STATUS_HISTORY"
            module={module}
            titleKey="exports.type.STATUS_HISTORY"
            guestId={31}
            onClose={onClose}
          />
        </ApiContext.Provider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return onClose;
}

/** Stands in for the browser's object URLs (jsdom has none), restoring them afterwards. */
function captureDownloads() {
  const saved: Blob[] = [];
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:test';
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { saved, restore: () => (create.mockRestore(), revoke.mockRestore()) };
}

describe('the export dialog', () => {
  it('starts with the module’s period, shows progress while the file is made, then saves it', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    server.routes.set(`GET ${PATH}`, (_request, response) => {
      release = () => {
        response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
        response.end('\uFEFFa,b\r\n');
      };
    });
    const downloads = captureDownloads();
    const onClose = renderDialog('diary');
    await screen.findByRole('alertdialog', { name: 'Export: Status history' });
    const today = localIsoDate(new Date());
    const period = defaultExportPeriod({ days: 7 }, today);
    expect(screen.getByLabelText(/^From/)).toHaveValue(period.from);
    expect(screen.getByLabelText(/^To/)).toHaveValue(period.to);
    await user.selectOptions(screen.getByLabelText('Format'), 'CSV (spreadsheet)');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing the export…');
    await waitFor(() => expect(server.hits).toHaveLength(1));
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    downloads.restore();
    expect(downloads.saved).toHaveLength(1);
    expect(server.hits[0]?.url).toBe(
      `${PATH}?guestId=31&from=${period.from}&to=${period.to}&format=csv&lang=en`,
    );
  });

  it('refuses a period whose first day is after its last, sending nothing', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog('meals');
    await screen.findByRole('alertdialog');
    const from = screen.getByLabelText(/^From/);
    await user.clear(from);
    await user.type(from, '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The first day must not be after the last.')).toBeVisible();
    expect(server.hits).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why the server refused, and stays open', async () => {
    const user = userEvent.setup();
    server.routes.set(`GET ${PATH}`, (_request, response) => {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ errorCode: 'E041' }));
    });
    const onClose = renderDialog('meals');
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The period is too long: an export covers at most 366 days.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });
});
