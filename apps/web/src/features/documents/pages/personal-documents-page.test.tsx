import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localIsoMinute } from '@care/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { disableOverlayAnimations } from '../../../test/no-overlay-animations';
import { renderApp } from '../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { installDocumentsApi, type DocumentsApi } from '../test/documents-api';

let server: ApiTestServer;
let docs: DocumentsApi;
let restoreAnimations: () => void;

beforeAll(async () => {
  server = await startApiTestServer();
  restoreAnimations = disableOverlayAnimations();
});
afterAll(async () => {
  restoreAnimations();
  await server.close();
});
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server, myInfo({ role: 'RA_NURSE' }));
  docs = installDocumentsApi(server);
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});
afterEach(() => sessionStorage.clear());

/** The drawer once it is open and focused. */
async function drawer(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name });
  return within(dialog);
}

/** A message bar's text (the bar itself, not its copy in the live region). */
async function message(text: string) {
  const matches = await screen.findAllByText(text, {});
  const bar = matches.find((element) => element.closest('[data-message-bar]'));
  if (!bar) throw new Error(`no message bar says “${text}”`);
  return bar;
}

function hitsOf(method: string, path: string | RegExp) {
  return server.hits.filter(
    (hit) =>
      hit.method === method &&
      (typeof path === 'string' ? hit.url.split('?')[0] === path : path.test(hit.url)),
  );
}

describe('personal documents page', () => {
  it('is in the navigation and lists the documents about to expire and expired', async () => {
    const user = userEvent.setup();
    const soon = docs.seed({ name: 'Care plan' });
    // Three days from now at 08:00: the list words a date by whether it has passed.
    const inThreeDays = new Date();
    inThreeDays.setDate(inThreeDays.getDate() + 3);
    inThreeDays.setHours(8, 0, 0, 0);
    const expiration = localIsoMinute(inThreeDays);
    const [year, month, day] = expiration.slice(0, 10).split('-');
    docs.toExpire = [
      {
        id: soon.id,
        name: 'Care plan',
        expiration,
        state: true,
        documentTagName: 'Consent',
        atCustomerAccountId: 7,
        ownerFullName: 'Giulia Bianchi',
      },
    ];
    renderApp('/loggedIn/', server);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(navigation).getByRole('link', { name: 'Documents' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal documents' }),
    ).toBeVisible();
    const toExpire = screen.getByRole('region', { name: 'About to expire' });
    expect(
      await within(toExpire).findByText(`Expires on ${day}/${month}/${year} 08:00`, {
        exact: false,
      }),
    ).toBeVisible();
    expect(
      await within(screen.getByRole('region', { name: 'Expired' })).findByText(
        'No document has expired.',
      ),
    ).toBeVisible();
    const all = screen.getByRole('region', { name: 'All documents' });
    expect(await within(all).findByRole('button', { name: 'Care plan' })).toBeVisible();
    await user.click(within(toExpire).getByRole('button', { name: 'Care plan' }));
    const view = await drawer('Care plan');
    // An existing document opens on its attachments. The drawer is named from the list at once;
    // its tabs come once the document is read.
    expect(await view.findByRole('tab', { name: 'Attachments (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('creates a document: name required, counters, expiration sets the state, permissions in the comma list, then the tabs extend', async () => {
    const user = userEvent.setup();
    renderApp('/loggedIn/personalDocuments/', server);
    await user.click(await screen.findByRole('button', { name: 'New document' }));
    const view = await drawer('New document');
    const tabs = await view.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Content', 'Permissions']);
    const save = view.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = view.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('maxLength', '80');
    expect(view.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxLength', '1000');
    const active = view.getByRole('switch', { name: 'Active' });
    expect(active).toBeDisabled();
    await user.type(name, 'Identity card');
    expect(save).toBeEnabled();
    expect(view.getByText('13 / 80')).toBeInTheDocument();
    await user.type(view.getByRole('textbox', { name: 'Description' }), 'Front and back');
    const expiration = view.getByLabelText('Expiration');
    await user.type(expiration, '2027-03-15T10:30');
    expect(active).toBeChecked();
    expect(active).toBeEnabled();
    await user.selectOptions(view.getByRole('combobox', { name: 'Tag' }), 'Identity');

    await user.click(view.getByRole('tab', { name: 'Permissions' }));
    const nurse = view.getByRole('group', { name: /Nurse/ });
    // The user's own role is marked.
    expect(within(nurse).getByText('Your role')).toBeVisible();
    // A role with one choice is fixed; a hidden one is not shown.
    expect(
      within(view.getByRole('group', { name: /Administrator/ })).getByRole('radio', {
        name: 'Write',
      }),
    ).toBeDisabled();
    expect(view.queryByRole('group', { name: /Secretary/ })).not.toBeInTheDocument();
    await user.click(within(nurse).getByRole('radio', { name: 'No access' }));

    await user.click(save);
    expect(await message('The document was saved.')).toBeVisible();
    expect(await view.findByRole('tab', { name: 'Attachments (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(view.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Content',
      'Permissions',
      'Attachments (0)',
      'History',
    ]);
    expect(docs.writes).toHaveLength(1);
    expect(docs.writes[0]).toMatchObject({
      method: 'POST',
      body: {
        name: 'Identity card',
        description: 'Front and back',
        expiration: '2027-03-15T10:30',
        state: true,
        atCustomerAccountId: 7,
        documentTagId: 1,
        configuredPermission: 'W,N,R,N,N',
        RA_NURSE: 'N',
        RA_ADMIN: 'W',
      },
    });
    // The document was read again after the first save.
    expect(hitsOf('GET', /\/api\/document\/\d+$/).length).toBeGreaterThan(0);
  });

  it('saves an existing document with PUT, then closes', async () => {
    const user = userEvent.setup();
    const saved = docs.seed({ name: 'Consent form' });
    renderApp(`/loggedIn/personalDocuments/?document=${saved.id}`, server);
    const view = await drawer('Consent form');
    await user.click(await view.findByRole('tab', { name: 'Content' }));
    const name = view.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Consent form');
    expect(view.getByLabelText('Expiration')).toHaveValue('2026-12-31T09:30');
    await user.clear(name);
    await user.type(name, 'Consent form 2026');
    await user.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(docs.writes[0]).toMatchObject({
      method: 'PUT',
      id: saved.id,
      body: { name: 'Consent form 2026', configuredPermission: 'W,W,R,N,N' },
    });
  });

  it('keeps what was typed when a save fails, with the code’s message', async () => {
    const user = userEvent.setup();
    server.routes.set('POST /api/document', (_request, response) =>
      sendJson(response, 422, { errorCode: 'E016' }),
    );
    renderApp('/loggedIn/personalDocuments/?document=new', server);
    const view = await drawer('New document');
    const name = await view.findByRole('textbox', { name: /Name/ });
    await user.type(name, 'Medical letter');
    await user.click(view.getByRole('button', { name: 'Save' }));
    expect(await message('Some data is not correct. Please check it and try again.')).toBeVisible();
    expect(name).toHaveValue('Medical letter');
    expect(view.getAllByRole('tab')).toHaveLength(2);
  });

  it('shows only the denial to a role without access, and OK closes', async () => {
    const user = userEvent.setup();
    const saved = docs.seed();
    docs.access = 'D';
    renderApp(`/loggedIn/personalDocuments/?document=${saved.id}`, server);
    const view = await drawer('Access denied');
    expect(view.getByText(/You are not allowed to see this document/)).toBeVisible();
    expect(view.queryByRole('tab')).not.toBeInTheDocument();
    expect(view.queryByRole('textbox')).not.toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    // OK is the only button (docs/behaviour/documents.md#access-to-the-opened-document): no close
    // button in the corner.
    expect(view.getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
    await user.click(view.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables everything for a read-only user: Close, no save, no upload', async () => {
    const user = userEvent.setup();
    const saved = docs.seed({}, 2);
    docs.access = 'R';
    renderApp(`/loggedIn/personalDocuments/?document=${saved.id}`, server);
    const view = await drawer('Consent form');
    expect(await view.findByRole('tab', { name: 'Attachments (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(view.queryByRole('button', { name: 'Add attachment' })).not.toBeInTheDocument();
    expect(view.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Download “scan-1.pdf”' })).toBeEnabled();
    expect(view.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(view.getByRole('tab', { name: 'Content' }));
    for (const input of [
      view.getByRole('textbox', { name: /Name/ }),
      view.getByRole('textbox', { name: 'Description' }),
      view.getByLabelText('Expiration'),
      view.getByRole('switch', { name: 'Active' }),
      view.getByRole('combobox', { name: 'Tag' }),
    ])
      expect(input).toBeDisabled();
    await user.click(view.getByRole('tab', { name: 'Permissions' }));
    for (const radio of view.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(view.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('attachments', () => {
  it('uploads, lists newest first, refuses a duplicate name, archives with confirmation and shows the history', async () => {
    const user = userEvent.setup();
    const saved = docs.seed({}, 2);
    renderApp(`/loggedIn/personalDocuments/?document=${saved.id}`, server);
    const view = await drawer('Consent form');
    const list = await view.findByRole('list', { name: 'Attachments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['scan-2.pdf', 'scan-1.pdf']);
    const input = view.getByTestId('attachment-file-input');
    await user.upload(input, new File(['hello'], 'letter.txt', { type: 'text/plain' }));
    expect(await view.findByRole('tab', { name: 'Attachments (3)' })).toBeVisible();
    expect(docs.uploads).toEqual([
      { documentId: saved.id, name: 'letter.txt', size: 5, data: 'aGVsbG8=' },
    ]);
    expect(
      within(view.getByRole('list', { name: 'Attachments' }))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['letter.txt', 'scan-2.pdf', 'scan-1.pdf']);

    // The same name again: refused with the dialog, not sent.
    await user.upload(input, new File(['other'], 'scan-1.pdf', { type: 'application/pdf' }));
    const notice = await screen.findByRole('alertdialog', {
      name: 'An attachment with this name exists',
    });
    expect(within(notice).getByText(/already has an attachment called “scan-1.pdf”/)).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(docs.uploads).toHaveLength(1);

    await user.click(view.getByRole('button', { name: 'Archive “scan-1.pdf”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive “scan-1.pdf”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect(await message('The attachment was archived.')).toBeVisible();
    expect(await view.findByRole('tab', { name: 'Attachments (2)' })).toBeVisible();

    await user.click(view.getByRole('tab', { name: 'History' }));
    const history = await view.findByRole('list', { name: 'History of the attachments' });
    const entries = within(history)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(entries[0]).toBe('“scan-1.pdf” archived by Giulia Bianchi');
    expect(entries).toContain('“scan-1.pdf” added by Anna Rossi');
    expect(entries).toContain('“letter.txt” added by Anna Rossi');
  });

  it('disables the upload at 10 attachments and says why', async () => {
    const saved = docs.seed({}, 10);
    renderApp(`/loggedIn/personalDocuments/?document=${saved.id}`, server);
    const view = await drawer('Consent form');
    const upload = await view.findByRole('button', { name: 'Add attachment' });
    expect(upload).toBeDisabled();
    expect(upload).toHaveAccessibleDescription(
      'This document has 10 attachments, the most it can have. Archive one to add another.',
    );
  });

  it('retries an upload whose answer was lost without uploading it twice', async () => {
    const user = userEvent.setup();
    const saved = docs.seed({}, 0);
    const path = `POST /api/document/${saved.id}/attachment`;
    const upload = server.routes.get(path);
    if (!upload) throw new Error('no upload route');
    // The first upload is stored, then the connection drops before the answer; the network
    // stays down for the transport's two retries (which carry the same idempotency key).
    let attempts = 0;
    server.routes.set(path, async (request, response) => {
      attempts += 1;
      if (attempts === 1) {
        await upload(request, { writeHead: () => undefined, end: () => undefined } as never);
      }
      if (attempts === 3) server.routes.set(path, upload);
      response.destroy();
    });
    renderApp(`/loggedIn/personalDocuments/?document=${saved.id}`, server);
    const view = await drawer('Consent form');
    await user.upload(
      await view.findByTestId('attachment-file-input'),
      new File(['x'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect(await view.findByText('“plan.pdf” was not uploaded.')).toBeVisible();
    await user.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('tab', { name: 'Attachments (1)' })).toBeVisible();
    expect(view.queryByText('“plan.pdf” was not uploaded.')).not.toBeInTheDocument();
    expect(docs.uploads).toHaveLength(1);
    expect(hitsOf('POST', `/api/document/${saved.id}/attachment`)).toHaveLength(3);
  });

  it('shows the duplicate dialog when the server refuses a name taken meanwhile (E019)', async () => {
    const user = userEvent.setup();
    const saved = docs.seed({}, 0);
    server.routes.set(`POST /api/document/${saved.id}/attachment`, (_request, response) =>
      sendJson(response, 409, { errorCode: 'E019' }),
    );
    renderApp(`/loggedIn/personalDocuments/?document=${saved.id}`, server);
    const view = await drawer('Consent form');
    await user.upload(
      await view.findByTestId('attachment-file-input'),
      new File(['x'], 'plan.pdf', { type: 'application/pdf' }),
    );
    const notice = await screen.findByRole('alertdialog', {
      name: 'An attachment with this name exists',
    });
    expect(within(notice).getByText(/“plan.pdf”/)).toBeVisible();
    expect(view.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('only logs a failed download', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saved = docs.seed({}, 1);
    renderApp(`/loggedIn/personalDocuments/?document=${saved.id}`, server);
    const view = await drawer('Consent form');
    await user.click(await view.findByRole('button', { name: 'Download “scan-1.pdf”' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Attachment download failed', expect.anything()),
    );
    expect(document.querySelector('[data-message-bar]')).toBeNull();
    error.mockRestore();
  });
});
