// Runs in Chromium (the `browser` project of vitest.config.ts): real IndexedDB, real WebCrypto.
import { afterEach, describe, expect, it } from 'vitest';
import { checksumOf, importDraftKey } from './draft-crypto';
import { offerOf, versionOf } from './draft-offer';
import { createDraftStore, DRAFT_EXPIRY_MS, restorable, type DraftStore } from './draft-store';

const KEY_A = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i)));
const KEY_B = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => 255 - i)));
const ref = { formId: 'documents.drawer', recordId: 'new' };
const meta = { checksum: 'fields-v1', serverVersion: null };

let databases = 0;
const opened: DraftStore[] = [];
async function storeOf(base64: string, accountId: number, databaseName: string, now = Date.now) {
  const store = createDraftStore({
    accountId,
    key: await importDraftKey(base64),
    now,
    databaseName,
  });
  opened.push(store);
  return store;
}
const newDatabase = () => `care-drafts-test-${++databases}-${Date.now()}`;

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

describe('the draft store', () => {
  it('gives back what was saved, with its checksum, version and time', async () => {
    const store = await storeOf(KEY_A, 7, newDatabase(), () => 1_000);
    await store.save(ref, { name: 'Consent' }, { checksum: 'abc', serverVersion: '2026-01-01' });
    expect(await store.load(ref)).toEqual({
      values: { name: 'Consent' },
      checksum: 'abc',
      serverVersion: '2026-01-01',
      savedAt: 1_000,
    });
  });

  it('keeps nothing readable in IndexedDB: the values are encrypted', async () => {
    const name = newDatabase();
    const store = await storeOf(KEY_A, 7, name);
    await store.save(ref, { name: 'Blood pressure 180/110' }, meta);
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const all = request.result.transaction('drafts').objectStore('drafts').getAll();
        all.onsuccess = () => {
          resolve(all.result as unknown[]);
          request.result.close();
        };
      };
    });
    expect(rows).toHaveLength(1);
    const text = new TextDecoder().decode((rows[0] as { data: ArrayBuffer }).data);
    expect(text).not.toContain('180/110');
  });

  it('another key cannot read a draft, and another account does not see it', async () => {
    const name = newDatabase();
    const mine = await storeOf(KEY_A, 7, name);
    await mine.save(ref, { name: 'Consent' }, meta);
    const stolenKey = await storeOf(KEY_B, 7, name);
    const otherAccount = await storeOf(KEY_B, 8, name);
    expect(await stolenKey.load(ref)).toBeNull();
    expect(await otherAccount.load(ref)).toBeNull();
    expect(await mine.load(ref)).not.toBeNull();
  });

  it('a draft expires 7 days after its last change, and the purge deletes it', async () => {
    let now = 1_000_000;
    const store = await storeOf(KEY_A, 7, newDatabase(), () => now);
    await store.save(ref, { name: 'Consent' }, meta);
    now += DRAFT_EXPIRY_MS - 1;
    expect(await store.load(ref)).not.toBeNull();
    now += 2;
    expect(await store.load(ref)).toBeNull();
    expect(await store.purgeExpired()).toBe(1);
  });

  it('is gone once cleared (a successful save)', async () => {
    const store = await storeOf(KEY_A, 7, newDatabase());
    await store.save(ref, { name: 'Consent' }, meta);
    await store.clear(ref);
    expect(await store.load(ref)).toBeNull();
  });
});

describe('restoring into a changed form', () => {
  it('the checksum changes with the field definition', async () => {
    expect(await checksumOf(['name', 'note'])).toBe(await checksumOf(['name', 'note']));
    expect(await checksumOf(['name'])).not.toBe(await checksumOf(['name', 'note']));
  });

  it('restores the fields that still exist and names the others', () => {
    expect(restorable({ name: 'Consent', weight: '70', note: 'x' }, ['name', 'note'])).toEqual({
      values: { name: 'Consent', note: 'x' },
      dropped: ['weight'],
    });
  });
});

describe('the offer of a draft', () => {
  const loaded = { name: '', note: '' };
  it('offers what differs from what the form loaded, and nothing when it is the same', async () => {
    const store = await storeOf(KEY_A, 7, newDatabase());
    await store.save(ref, loaded, meta);
    expect(await offerOf(store, ref, ['name', 'note'], meta.checksum, loaded)).toBeNull();
    await store.save(ref, { name: 'Consent', note: '' }, meta);
    expect(await offerOf(store, ref, ['name', 'note'], meta.checksum, loaded)).toMatchObject({
      values: { name: 'Consent', note: '' },
      dropped: [],
      saved: undefined,
    });
  });

  it('after the field definition changed, offers the fields that still exist and names the rest', async () => {
    const store = await storeOf(KEY_A, 7, newDatabase());
    await store.save(ref, { name: 'Consent', weight: '70' }, meta);
    expect(await offerOf(store, ref, ['name', 'note'], 'fields-v2', loaded)).toMatchObject({
      values: { name: 'Consent' },
      dropped: ['weight'],
    });
  });

  it('when the record changed on the server since the draft began, offers both', async () => {
    const store = await storeOf(KEY_A, 7, newDatabase());
    const before = { name: 'Consent', note: 'old' };
    const now = { name: 'Consent', note: 'changed by a colleague' };
    await store.save(
      ref,
      { name: 'Consent', note: 'mine' },
      { checksum: meta.checksum, serverVersion: versionOf(before) },
    );
    expect(await offerOf(store, ref, ['name', 'note'], meta.checksum, now)).toMatchObject({
      values: { note: 'mine' },
      saved: now,
    });
    expect(await offerOf(store, ref, ['name', 'note'], meta.checksum, before)).toMatchObject({
      saved: undefined,
    });
  });
});
