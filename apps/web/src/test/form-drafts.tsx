// What every form's draft does (docs/behaviour/never-losing-work.md#drafts), through the whole
// app and its real draft store: Dexie, WebCrypto and the account's key from the server. jsdom has
// no IndexedDB: fake-indexeddb stands in for the browser's (the files that use this run isolated,
// vitest.config.ts). A reload is the app unmounted and rendered again, as a new page load.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_DATABASE } from '../shared/drafts/draft-store';
import { sendJson, startApiTestServer, type ApiTestServer } from './api-test-server';
import { findMessageBar } from './message-bar';
import { disableOverlayAnimations } from './no-overlay-animations';
import { renderApp } from './render-app';

/** A form reached in the app, typed into and saved. */
export interface FormDraftCase {
  name: string;
  /** Signs in and puts on `server` what the form's page needs. */
  signIn: (server: ApiTestServer) => void;
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

/** A key of 32 bytes, as the server hands each account. */
const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i * 7)));

/** Runs `work` on the drafts' object store of the browser's database (as the e2e specs read it). */
function withDrafts<T>(work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DRAFT_DATABASE);
    request.onerror = () => reject(request.error);
    request.onupgradeneeded = () => request.result.createObjectStore('drafts', { keyPath: 'id' });
    request.onsuccess = () => {
      const database = request.result;
      const done = work(database.transaction('drafts', 'readwrite').objectStore('drafts'));
      done.onsuccess = () => {
        resolve(done.result);
        database.close();
      };
    };
  });
}
/** How many drafts the browser's database holds. */
export const draftCount = () => withDrafts((store) => store.count());

/** The offer of a draft in `form`. */
const offerIn = (form: HTMLElement) =>
  within(form).queryByRole('region', { name: /^Restore what you typed at \d{2}:\d{2}\?$/ });

/** Opens the form at its page; `view` is the page's render, to unmount as a reload does. */
async function open(server: ApiTestServer, entry: FormDraftCase) {
  const view = renderApp(entry.path, server);
  const form =
    typeof entry.form === 'string'
      ? await screen.findByRole('form', { name: entry.form })
      : await entry.form();
  await waitFor(() => expect(entry.field(form)).toBeVisible());
  return { view, form };
}

/** Types into the form until its draft is in the browser, then reloads the page. */
async function typeAndReload(server: ApiTestServer, user: UserEvent, entry: FormDraftCase) {
  const first = await open(server, entry);
  await user.type(entry.field(first.form), entry.text);
  await waitFor(() => expect(draftCount()).resolves.toBe(1));
  first.view.unmount();
  const again = await open(server, entry);
  await waitFor(() => expect(offerIn(again.form)).toBeVisible());
  expect(entry.field(again.form)).toHaveValue('');
  return again.form;
}

/** Saves the form and waits until it says so. */
async function save(user: UserEvent, entry: FormDraftCase, form: HTMLElement) {
  await entry.complete?.(user, form);
  await user.click(within(form).getByRole('button', { name: entry.saveButton }));
  await findMessageBar(entry.saved, false);
}

/**
 * Tests each form's draft: typed, the page reloaded, the offer with its time; Restore puts the
 * text back and a save clears the draft; Discard deletes it.
 */
export function describeFormDrafts(cases: readonly FormDraftCase[]): void {
  const context: { server?: ApiTestServer; animations?: () => void } = {};
  beforeAll(async () => {
    context.animations = disableOverlayAnimations();
    context.server = await startApiTestServer();
  });
  afterAll(() => {
    context.animations?.();
    return context.server?.close();
  });

  /** Types, reloads, and answers the offer with `button`; the form after that. */
  async function reloadAndAnswer(user: UserEvent, entry: FormDraftCase, button: string) {
    const form = await typeAndReload(context.server as ApiTestServer, user, entry);
    await user.click(within(offerIn(form) as HTMLElement).getByRole('button', { name: button }));
    expect(offerIn(form)).toBeNull();
    return form;
  }

  describe.each(cases)('$name keeps a draft', (entry) => {
    beforeEach(async () => {
      const server = context.server as ApiTestServer;
      entry.signIn(server);
      server.routes.set('GET /api/care/api/v1/drafts/key', (_q, res) =>
        sendJson(res, 200, { data: { accountId: 7, key: KEY } }),
      );
      await withDrafts((store) => store.clear());
    });

    it('offered after a reload with its time; Restore puts it back, a save clears it', async () => {
      const user = userEvent.setup();
      const form = await reloadAndAnswer(user, entry, 'Restore');
      expect(entry.field(form)).toHaveValue(entry.text);
      await save(user, entry, form);
      await waitFor(() => expect(draftCount()).resolves.toBe(0));
    });

    it('Discard throws it away', async () => {
      const user = userEvent.setup();
      const form = await reloadAndAnswer(user, entry, 'Discard');
      expect(entry.field(form)).toHaveValue('');
      await waitFor(() => expect(draftCount()).resolves.toBe(0));
    });
  });
}
