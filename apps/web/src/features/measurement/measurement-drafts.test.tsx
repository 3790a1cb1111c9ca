// The drafts of the measurement forms (docs/behaviour/never-losing-work.md#drafts), through the
// whole app and its real draft store: Dexie, WebCrypto and the account's key from the server.
// jsdom has no IndexedDB: fake-indexeddb stands in for the browser's (this file runs isolated,
// vitest.config.ts). A reload is the app unmounted and rendered again, as a new page load.
import 'fake-indexeddb/auto';
import { DEFAULT_MODULE_ACCESS, levelsOfRole, type Role } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_DATABASE } from '../../shared/drafts/draft-store';
import { sendJson, startApiTestServer, type ApiTestServer } from '../../test/api-test-server';
import { findMessageBar } from '../../test/message-bar';
import { renderApp } from '../../test/render-app';
import { installDocumentsApi } from '../documents/test/documents-api';
import { installPersonDetailApi } from '../person-detail/test/person-detail-api';
import { disableOverlayAnimations } from '../../test/no-overlay-animations';
import {
  signInWithMeasurements,
  temperatureAlert,
  type MeasurementApi,
} from './test/measurement-api';

let server: ApiTestServer;
let restoreAnimations: () => void;
beforeAll(async () => {
  server = await startApiTestServer();
  restoreAnimations = disableOverlayAnimations();
});
afterAll(async () => {
  restoreAnimations();
  await server.close();
});

/** A key of 32 bytes, as the server hands each account. */
const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i * 7)));

/** Signs in as `role` with the measurements, the chart's and the draft key's routes. */
async function signIn(role: Role): Promise<MeasurementApi> {
  const measurements = signInWithMeasurements(server, role);
  installDocumentsApi(server);
  installPersonDetailApi(server).levels = levelsOfRole(DEFAULT_MODULE_ACCESS, role);
  server.routes.set('GET /api/care/api/v1/drafts/key', (_q, res) =>
    sendJson(res, 200, { data: { accountId: 7, key: KEY } }),
  );
  await withDrafts((store) => store.clear());
  return measurements;
}

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
  role?: Role;
  /** Puts what the form needs on the server (an alert to acknowledge). */
  arrange?: (measurements: MeasurementApi) => void;
  path: string;
  /** The form: its name on the page, or how it opens. */
  form: string | (() => Promise<HTMLElement>);
  /** The field typed into, in `form`. */
  field: (form: HTMLElement) => HTMLElement;
  text: string;
  /** Fills in what a save needs besides `text`. */
  complete?: (user: UserEvent, form: HTMLElement) => Promise<void>;
  /** The save button, and the start of the message that says it saved. */
  saveButton: string;
  saved: string;
}

const TAB = '/loggedIn/guestDetail/21?tab=measurements';

const CASES: FormCase[] = [
  {
    name: 'a reading',
    path: TAB,
    form: 'Record a measure',
    field: (form) => within(form).getByRole('textbox', { name: 'Systolic (mmHg)' }),
    text: '128',
    complete: (user, form) =>
      user.type(within(form).getByRole('textbox', { name: 'Diastolic (mmHg)' }), '82'),
    saveButton: 'Save the measure',
    saved: 'Blood pressure saved',
  },
  {
    name: 'the vital-signs round',
    path: TAB,
    form: 'Vital-signs round',
    field: (form) =>
      within(within(form).getByRole('group', { name: 'Temperature' })).getByRole('textbox', {
        name: 'Temperature (°C)',
      }),
    text: '37.4',
    saveButton: 'Save the round',
    saved: 'The vital-signs round is saved.',
  },
  {
    name: 'the round of the group',
    path: '/loggedIn/measurementAll/',
    form: 'Round entry',
    field: (form) => within(form).getByRole('textbox', { name: 'Blood pressure of Anna Rossi' }),
    text: '130/80',
    saveButton: 'Save the round',
    saved: '1 value saved.',
  },
  {
    name: 'the acknowledgement of a measurement alert',
    role: 'RA_DOCTOR',
    arrange: (measurements) => measurements.alerts.push(temperatureAlert(1)),
    path: '/loggedIn/',
    form: async () => {
      const card = await screen.findByRole('region', { name: 'Critical values' });
      const button = await within(card).findByRole('button', {
        name: 'Acknowledge the alert of Anna Rossi',
      });
      await userEvent.click(button);
      return screen.findByRole('alertdialog', { name: 'Acknowledge the alert' });
    },
    field: (form) => within(form).getByRole('textbox', { name: /Action taken/ }),
    text: 'Paracetamol given',
    saveButton: 'Acknowledge',
    saved: 'The alert is acknowledged; the note is in the diary.',
  },
];

/** Saves the form and waits until it says so. */
async function save(user: UserEvent, entry: FormCase, form: HTMLElement) {
  await entry.complete?.(user, form);
  await user.click(within(form).getByRole('button', { name: entry.saveButton }));
  await findMessageBar(entry.saved, false);
}

/** The offer of a draft in `form`. */
const offerIn = (form: HTMLElement) =>
  within(form).queryByRole('region', { name: /^Restore what you typed at \d{2}:\d{2}\?$/ });

/** Opens the form at its page; `view` is the page's render, to unmount as a reload does. */
async function open(entry: FormCase) {
  const view = renderApp(entry.path, server);
  const form =
    typeof entry.form === 'string'
      ? await screen.findByRole('form', { name: entry.form })
      : await entry.form();
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
  beforeEach(async () => {
    const measurements = await signIn(entry.role ?? 'RA_NURSE');
    entry.arrange?.(measurements);
  });

  it('offered after a reload with its time; Restore puts it back, a save clears it', async () => {
    const user = userEvent.setup();
    const { form } = await typeAndReload(user, entry);
    await user.click(within(offerIn(form) as HTMLElement).getByRole('button', { name: 'Restore' }));
    expect(offerIn(form)).toBeNull();
    expect(entry.field(form)).toHaveValue(entry.text);
    await save(user, entry, form);
    await waitFor(() => expect(draftCount()).resolves.toBe(0));
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
