// The drafts of the measurement forms (docs/behaviour/never-losing-work.md#drafts), through the
// whole app and its real draft store: Dexie, WebCrypto and the account's key from the server.
// jsdom has no IndexedDB: fake-indexeddb stands in for the browser's (this file runs isolated,
// vitest.config.ts). A reload is the app unmounted and rendered again, as a new page load.
import 'fake-indexeddb/auto';
import { DEFAULT_MODULE_ACCESS, levelsOfRole } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_DATABASE } from '../../shared/drafts/draft-store';
import { sendJson, startApiTestServer, type ApiTestServer } from '../../test/api-test-server';
import { findMessageBar } from '../../test/message-bar';
import { renderApp } from '../../test/render-app';
import { installDocumentsApi } from '../documents/test/documents-api';
import { installPersonDetailApi } from '../person-detail/test/person-detail-api';
import { signInWithMeasurements } from './test/measurement-api';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());

/** A key of 32 bytes, as the server hands each account. */
const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i * 7)));

beforeEach(async () => {
  signInWithMeasurements(server, 'RA_NURSE');
  installDocumentsApi(server);
  installPersonDetailApi(server).levels = levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_NURSE');
  server.routes.set('GET /api/care/api/v1/drafts/key', (_q, res) =>
    sendJson(res, 200, { data: { accountId: 7, key: KEY } }),
  );
  await withDrafts((store) => store.clear());
});

/** Runs `work` on the drafts' object store of the browser's database (as the e2e specs read it). */
function withDrafts<T>(work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DRAFT_DATABASE);
    request.onerror = () => reject(request.error);
    request.onupgradeneeded = () => request.result.createObjectStore('drafts', { keyPath: 'id' });
    request.onsuccess = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains('drafts')) return resolve(undefined);
      const done = work(database.transaction('drafts', 'readwrite').objectStore('drafts'));
      done.onsuccess = () => {
        resolve(done.result);
        database.close();
      };
    };
  });
}
const draftCount = () => withDrafts((store) => store.count());

/** A form of the measurements, reached in the app, typed into and saved. */
interface FormCase {
  name: string;
  path: string;
  form: () => Promise<HTMLElement>;
  /** The field typed into, in `form`. */
  field: (form: HTMLElement) => HTMLElement;
  text: string;
  /** Saves the form and waits until it says so. */
  save: (user: UserEvent, form: HTMLElement) => Promise<void>;
}

const CASES: FormCase[] = [
  {
    name: 'the vital-signs round',
    path: '/loggedIn/guestDetail/21?tab=measurements',
    form: () => screen.findByRole('form', { name: 'Vital-signs round' }, { timeout: 10_000 }),
    field: (form) =>
      within(within(form).getByRole('group', { name: 'Temperature' })).getByRole('textbox', {
        name: 'Temperature (°C)',
      }),
    text: '37.4',
    save: async (user, form) => {
      await user.click(within(form).getByRole('button', { name: 'Save the round' }));
      await findMessageBar('The vital-signs round is saved.');
    },
  },
  {
    name: 'the round of the group',
    path: '/loggedIn/measurementAll/',
    form: () => screen.findByRole('form', { name: 'Round entry' }, { timeout: 10_000 }),
    field: (form) => within(form).getByRole('textbox', { name: 'Blood pressure of Anna Rossi' }),
    text: '130/80',
    save: async (user, form) => {
      await user.click(within(form).getByRole('button', { name: 'Save the round' }));
      await findMessageBar('1 value saved.');
    },
  },
];

/** The offer of a draft in `form`. */
const offerIn = (form: HTMLElement) =>
  within(form).queryByRole('region', { name: /^Restore what you typed at \d{2}:\d{2}\?$/ });

/** Opens the form at its page; `view` is the page's render, to unmount as a reload does. */
async function open(entry: FormCase) {
  const view = renderApp(entry.path, server);
  const form = await entry.form();
  await waitFor(() => expect(entry.field(form)).toBeVisible());
  return { view, form };
}

/** Types into the form until its draft is in the browser, then reloads the page. */
async function typeAndReload(user: UserEvent, entry: FormCase) {
  const first = await open(entry);
  await user.type(entry.field(first.form), entry.text);
  await waitFor(() => expect(draftCount()).resolves.toBe(1));
  first.view.unmount();
  const again = await open(entry);
  await waitFor(() => expect(offerIn(again.form)).toBeVisible());
  expect(entry.field(again.form)).toHaveValue('');
  return again;
}

describe.each(CASES)('$name keeps a draft', (entry) => {
  it('offered after a reload with its time; Restore puts it back, a save clears it', async () => {
    const user = userEvent.setup();
    const { view, form } = await typeAndReload(user, entry);
    await user.click(within(offerIn(form) as HTMLElement).getByRole('button', { name: 'Restore' }));
    expect(offerIn(form)).toBeNull();
    expect(entry.field(form)).toHaveValue(entry.text);
    await entry.save(user, form);
    await waitFor(() => expect(draftCount()).resolves.toBe(0));
    view.unmount();
    const after = await open(entry);
    expect(entry.field(after.form)).toHaveValue('');
    expect(offerIn(after.form)).toBeNull();
  });

  it('Discard throws it away', async () => {
    const user = userEvent.setup();
    const { form } = await typeAndReload(user, entry);
    await user.click(within(offerIn(form) as HTMLElement).getByRole('button', { name: 'Discard' }));
    expect(offerIn(form)).toBeNull();
    expect(entry.field(form)).toHaveValue('');
    await waitFor(() => expect(draftCount()).resolves.toBe(0));
  });
});
