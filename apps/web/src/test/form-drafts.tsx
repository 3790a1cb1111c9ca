// What every form's draft does (docs/behaviour/never-losing-work.md#drafts), through the whole
// app and its real draft store: Dexie, WebCrypto and the account's key from the server. jsdom has
// no IndexedDB: fake-indexeddb stands in for the browser's (the files that use this have a project
// of their own, `drafts` in vitest.config.ts). A reload is the app unmounted and rendered again, as a new page load.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_DATABASE } from '../shared/drafts/draft-store';
import { sendJson, startApiTestServer, type ApiTestServer } from './api-test-server';
import { DRAFT_OFFER_NAME } from './draft-offer-name';
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
  /** What the user types (or picks) in `form`: the draft. */
  type: (user: UserEvent, form: HTMLElement) => Promise<unknown>;
  /** The form as it opens, before typing and after Discard: `expect` what it shows. */
  expectFresh: (form: HTMLElement) => void;
  /** The form after Restore: `expect` what was typed to be back. */
  expectRestored: (form: HTMLElement) => void;
  /** Fills in what a save needs besides what `type` typed. */
  complete?: (user: UserEvent, form: HTMLElement) => Promise<unknown>;
  /** The save button, and the start of the message that says it saved. */
  saveButton: string;
  saved: string;
}

/** A key of 32 bytes, as the server hands each account. */
const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i * 7)));

/** The key route, answering `KEY` for account 7. */
export function installDraftKey(server: ApiTestServer): void {
  server.routes.set('GET /api/care/api/v1/drafts/key', (_q, res) =>
    sendJson(res, 200, { data: { accountId: 7, key: KEY } }),
  );
}

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
/** How many drafts the browser holds. */
export const draftCount = () => withDrafts((store) => store.count());
/**
 * Waits until the browser holds one draft, written after `typedAt` (a `Date.now()` taken once the
 * typing ended). A draft alone is not enough: on a busy machine a pause within the typing writes
 * one with part of it; the rest is written when the form goes (docs/behaviour/never-losing-work.md#drafts),
 * but the form opened again could look for the draft before that write ends.
 */
export async function waitForDraftTypedBefore(typedAt: number): Promise<void> {
  await waitFor(async () => {
    const rows = (await withDrafts((store) => store.getAll())) as { savedAt: number }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.savedAt).toBeGreaterThanOrEqual(typedAt);
  });
}
/** Deletes every draft of the browser. */
export const clearDrafts = () => withDrafts((store) => store.clear());

/** The offer of a draft in `form`. */
export const offerIn = (form: HTMLElement) =>
  within(form).queryByRole('region', { name: DRAFT_OFFER_NAME });

/** Opens the form at its page; `view` is the page's render, to unmount as a reload does. */
export async function openForm(
  server: ApiTestServer,
  entry: Pick<FormDraftCase, 'path' | 'form' | 'expectFresh'>,
) {
  const view = renderApp(entry.path, server);
  const form =
    typeof entry.form === 'string'
      ? await screen.findByRole('form', { name: entry.form })
      : await entry.form();
  await waitFor(() => entry.expectFresh(form));
  return { view, form };
}

/** Someone else saves the record while the page is away, and how the form opens after that. */
export interface SavedMeanwhile {
  save: () => void;
  expectFresh: (form: HTMLElement) => void;
}

/**
 * Types into the form until its draft is in the browser, then reloads the page (`meanwhile`:
 * someone else saves the record before it opens again); the form as it opens again, with the offer.
 */
export async function typeAndReload(
  server: ApiTestServer,
  user: UserEvent,
  entry: FormDraftCase,
  meanwhile?: SavedMeanwhile,
) {
  const first = await openForm(server, entry);
  await entry.type(user, first.form);
  await waitForDraftTypedBefore(Date.now());
  first.view.unmount();
  meanwhile?.save();
  const again = await openForm(server, { ...entry, ...meanwhile });
  await waitFor(() => expect(offerIn(again.form)).toBeVisible());
  return again.form;
}

/** Saves the form and waits until it says so. */
async function save(user: UserEvent, entry: FormDraftCase, form: HTMLElement) {
  await entry.complete?.(user, form);
  await user.click(within(form).getByRole('button', { name: entry.saveButton }));
  await findMessageBar(entry.saved, false);
}

/**
 * The record-changed case: signed in with no draft, the user types, the page reloads after
 * someone else saved the record (`meanwhile`); the user, the form and its offer.
 */
export async function offerAfterAnotherSave(
  server: ApiTestServer,
  entry: FormDraftCase,
  meanwhile: SavedMeanwhile,
) {
  entry.signIn(server);
  installDraftKey(server);
  await clearDrafts();
  const user = userEvent.setup();
  const form = await typeAndReload(server, user, entry, meanwhile);
  return { user, form, offer: offerIn(form) as HTMLElement };
}

/** Starts the app's test server for the file's tests (overlay animations off); its accessor. */
export function startFormDraftServer(): () => ApiTestServer {
  const context: { server?: ApiTestServer; animations?: () => void } = {};
  beforeAll(async () => {
    context.animations = disableOverlayAnimations();
    context.server = await startApiTestServer();
  });
  afterAll(() => {
    context.animations?.();
    return context.server?.close();
  });
  return () => context.server as ApiTestServer;
}

/**
 * Tests each form's draft: typed, the page reloaded, the offer with its time; Restore puts back
 * what each case expects (`expectRestored`) and a save clears the draft; Discard deletes it and
 * leaves the form as it opened (`expectFresh`).
 */
export function describeFormDrafts(cases: readonly FormDraftCase[]): () => ApiTestServer {
  const server = startFormDraftServer();
  /** Types, reloads, and answers the offer with `button`; the form after that. */
  async function reloadAndAnswer(user: UserEvent, entry: FormDraftCase, button: string) {
    const form = await typeAndReload(server(), user, entry);
    await user.click(within(offerIn(form) as HTMLElement).getByRole('button', { name: button }));
    expect(offerIn(form)).toBeNull();
    return form;
  }

  describe.each(cases)('$name keeps a draft', (entry) => {
    beforeEach(async () => {
      entry.signIn(server());
      installDraftKey(server());
      await clearDrafts();
    });

    it('offered after a reload with its time; Restore puts it back, a save clears it', async () => {
      const user = userEvent.setup();
      const form = await reloadAndAnswer(user, entry, 'Restore');
      entry.expectRestored(form);
      await save(user, entry, form);
      await waitFor(() => expect(draftCount()).resolves.toBe(0));
    });

    it('Discard throws it away', async () => {
      const user = userEvent.setup();
      const form = await reloadAndAnswer(user, entry, 'Discard');
      entry.expectFresh(form);
      await waitFor(() => expect(draftCount()).resolves.toBe(0));
    });
  });
  return server;
}
