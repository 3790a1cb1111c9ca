// Runs in Chromium (the `browser` project of vitest.config.ts): real IndexedDB, WebCrypto, Web Locks.
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { seal } from '../drafts/draft-crypto';
import { connectOutbox, RETRY_FIRST_MS } from './outbox-connection';
import { drainOutbox, FileSendError, verdictOf, type SendItem } from './outbox-sender';
import { createOutbox, type Outbox } from './outbox-service';
import { countOnDevice, createOutboxStore, type OutboxStore } from './outbox-store';
import {
  apiError,
  diaryInput,
  diaryWithFiles,
  FaultyServer,
  newOutboxDatabase,
  testKey,
} from './outbox-test-kit';
import type { OutboxSnapshot } from './outbox-types';

const opened: { close(): void }[] = [];
afterEach(() => {
  for (const each of opened.splice(0)) each.close();
});

async function storeOf(databaseName: string, accountId = 7, seed = 0): Promise<OutboxStore> {
  const store = createOutboxStore({ accountId, key: await testKey(seed), databaseName });
  opened.push(store);
  return store;
}

async function outboxOf(databaseName: string, server: FaultyServer): Promise<Outbox> {
  const outbox = createOutbox({
    accountId: 7,
    key: await testKey(),
    databaseName,
    send: server.send,
  });
  opened.push(outbox);
  return outbox;
}

const texts = (items: readonly { text: string }[]) => items.map((item) => item.text);

describe('what a failed send means', () => {
  it('no answer, a server error, 429 and E051 wait for the server; 401/412/417 end the session', () => {
    expect(verdictOf(apiError('FEE003', 0))).toEqual({ kind: 'unreachable' });
    expect(verdictOf(apiError('E008', 500))).toEqual({ kind: 'unreachable' });
    expect(verdictOf(apiError('E020', 429))).toEqual({ kind: 'unreachable' });
    expect(verdictOf(apiError('E051', 409))).toEqual({ kind: 'unreachable' });
    expect(verdictOf(apiError('E005', 401))).toEqual({ kind: 'sessionEnded' });
    expect(verdictOf(apiError('E005', 417))).toEqual({ kind: 'sessionEnded' });
  });

  it('any other answer is a refusal with its code, E050 included', () => {
    expect(verdictOf(apiError('E047', 422))).toEqual({
      kind: 'refused',
      refusal: { code: 'E047', status: 422 },
    });
    expect(verdictOf(apiError('E013', 403))).toMatchObject({ refusal: { code: 'E013' } });
    expect(verdictOf(apiError('E050', 422))).toMatchObject({ refusal: { code: 'E050' } });
  });

  it('a file that failed after its entry: refused naming the file, else as its cause says', () => {
    expect(verdictOf(new FileSendError('wound.png', apiError('E032', 415)))).toEqual({
      kind: 'refused',
      refusal: { code: 'E032', status: 415, file: 'wound.png' },
    });
    expect(verdictOf(new FileSendError('wound.png', apiError('FEE003', 0)))).toEqual({
      kind: 'unreachable',
    });
  });
});

describe('the outbox store', () => {
  it('keeps items in enqueue order, across a reopen, and nothing readable at rest', async () => {
    const name = newOutboxDatabase();
    const first = await storeOf(name);
    await first.add(diaryInput('Fell in the corridor 180/110'));
    await first.add(diaryInput('Second'));
    first.close();
    const again = await storeOf(name);
    expect(texts(await again.list())).toEqual(['Fell in the corridor 180/110', 'Second']);
    const raw = await rawRows(name);
    expect(raw).toHaveLength(2);
    expect(new TextDecoder().decode(raw[0]?.data)).not.toContain('180/110');
  });

  it('reads and sends what the version before files left on the device', async () => {
    const name = newOutboxDatabase();
    const before = new Dexie(name);
    before.version(1).stores({ items: '++seq, accountId' });
    const { files: _none, ...old } = diaryInput('Written with the version before');
    const sealed = await seal(await testKey(), old);
    await before.table('items').add({ accountId: 7, createdAt: 1, state: 'waiting', ...sealed });
    before.close();
    const store = await storeOf(name);
    expect(texts(await store.list())).toEqual(['Written with the version before']);
    const server = new FaultyServer();
    expect(await drainOutbox({ store, send: server.send })).toBe('empty');
    expect(server.records).toEqual(['Written with the version before']);
  });

  it('another account sees nothing of it, and another key reads nothing', async () => {
    const name = newOutboxDatabase();
    await (await storeOf(name, 7)).add(diaryInput('Mine'));
    expect(await (await storeOf(name, 8, 50)).list()).toEqual([]);
    expect(await (await storeOf(name, 7, 50)).nextWaiting()).toBeNull();
  });

  it('counts what waits on the device, of every account, without any key', async () => {
    const name = newOutboxDatabase();
    expect(await countOnDevice(name)).toBe(0);
    const mine = await storeOf(name, 7);
    await mine.add(diaryInput('Waiting'));
    const refused = await mine.add(diaryInput('Refused'));
    await mine.markNeedsAttention(refused.seq, { code: 'E016', status: 400 });
    await (await storeOf(name, 8, 50)).add(diaryInput('Another account'));
    expect(await countOnDevice(name)).toBe(3);
    await mine.remove(refused.seq);
    expect(await countOnDevice(name)).toBe(2);
  });
});

describe('files that wait with an entry', () => {
  it('are kept apart, encrypted, readable with the key only, and deleted with their item', async () => {
    const name = newOutboxDatabase();
    const store = await storeOf(name);
    const item = await store.add(diaryWithFiles('With a photo', ['wound-180/110.txt', 'b.txt']));
    expect(item.files?.map((file) => file.name)).toEqual(['wound-180/110.txt', 'b.txt']);
    expect(item.files?.[0]).not.toHaveProperty('blob');
    const bytes = await store.fileData(item.seq, 0);
    expect(new TextDecoder().decode(bytes)).toBe('wound-180/110.txt');
    const raw = await rawRows(name, 'files');
    expect(raw).toHaveLength(2);
    expect(new TextDecoder().decode(raw[0]?.data)).not.toContain('180/110');
    expect(await (await storeOf(name, 7, 50)).fileData(item.seq, 0)).toBeUndefined();
    await store.remove(item.seq);
    expect(await rawRows(name, 'files')).toEqual([]);
  });

  it('go after their entry, each once, though answers are lost in the middle', async () => {
    const store = await storeOf(newOutboxDatabase());
    const server = new FaultyServer();
    await store.add(diaryWithFiles('entry', ['one', 'two']));
    await store.add(diaryInput('after'));
    // The entry's answer is lost, then the first file's: each retry goes on where it stopped.
    let lost = 0;
    const send: SendItem = (item, steps) =>
      server.send(item, {
        ...steps,
        progress: async (progress) => {
          await steps.progress(progress);
          if (progress.filesSent === 0 && lost++ === 0) server.loseNextAnswer = true;
        },
      });
    server.loseNextAnswer = true;
    expect(await drainOutbox({ store, send })).toBe('unreachable');
    expect(server.records).toEqual(['entry']);
    expect(await drainOutbox({ store, send })).toBe('unreachable');
    expect(await store.list()).toMatchObject([
      { text: 'entry', progress: { recordId: 1, filesSent: 0 } },
      { text: 'after' },
    ]);
    expect(await drainOutbox({ store, send })).toBe('empty');
    expect(server.records).toEqual(['entry', 'entry/one', 'entry/two', 'after']);
    expect(await store.list()).toEqual([]);
  });

  it('a refused file: needs attention naming it, the entry and the files before it saved', async () => {
    const name = newOutboxDatabase();
    const store = await storeOf(name);
    const server = new FaultyServer();
    await store.add(diaryWithFiles('entry', ['fine', 'refuse.exe', 'later']));
    expect(await drainOutbox({ store, send: server.send })).toBe('empty');
    expect(server.records).toEqual(['entry', 'entry/fine']);
    const [item] = await store.list();
    expect(item).toMatchObject({
      state: 'needsAttention',
      refusal: { code: 'E032', status: 415, file: 'refuse.exe' },
      progress: { recordId: 1, filesSent: 1 },
    });
    await store.remove(item?.seq ?? -1);
    expect(await rawRows(name, 'files')).toEqual([]);
  });
});

describe('a drain', () => {
  it('sends in order, deletes what the server has and tells who shows it', async () => {
    const store = await storeOf(newOutboxDatabase());
    const server = new FaultyServer();
    await store.add(diaryInput('one'));
    await store.add(diaryInput('two'));
    const sent: string[] = [];
    const outcome = await drainOutbox({
      store,
      send: server.send,
      onSent: (item) => sent.push(item.text),
    });
    expect(outcome).toBe('empty');
    expect(server.records).toEqual(['one', 'two']);
    expect(sent).toEqual(['one', 'two']);
    expect(await store.list()).toEqual([]);
  });

  it('stops at a network failure and keeps the rest, in order', async () => {
    const store = await storeOf(newOutboxDatabase());
    const server = new FaultyServer();
    await store.add(diaryInput('one'));
    await store.add(diaryInput('two'));
    server.up = false;
    expect(await drainOutbox({ store, send: server.send })).toBe('unreachable');
    expect(texts(await store.list())).toEqual(['one', 'two']);
    server.up = true;
    expect(await drainOutbox({ store, send: server.send })).toBe('empty');
    expect(server.records).toEqual(['one', 'two']);
  });

  it('moves a refused item to needs attention with its code and goes on', async () => {
    const store = await storeOf(newOutboxDatabase());
    const server = new FaultyServer();
    await store.add(diaryInput('refuse me'));
    await store.add(diaryInput('after'));
    expect(await drainOutbox({ store, send: server.send })).toBe('empty');
    expect(server.records).toEqual(['after']);
    expect(await store.list()).toMatchObject([
      { text: 'refuse me', state: 'needsAttention', refusal: { code: 'E047', status: 422 } },
    ]);
  });

  it('stops at a session end and keeps everything', async () => {
    const store = await storeOf(newOutboxDatabase());
    const server = new FaultyServer();
    await store.add(diaryInput('one'));
    server.endSessionNext = true;
    expect(await drainOutbox({ store, send: server.send })).toBe('sessionEnded');
    expect(await store.list()).toMatchObject([{ text: 'one', state: 'waiting' }]);
  });

  it('sends an item whose answer was lost again with its key: the server keeps it once', async () => {
    const store = await storeOf(newOutboxDatabase());
    const server = new FaultyServer();
    await store.add(diaryInput('one'));
    server.loseNextAnswer = true;
    expect(await drainOutbox({ store, send: server.send })).toBe('unreachable');
    expect(await drainOutbox({ store, send: server.send })).toBe('empty');
    expect(server.records).toEqual(['one']);
  });
});

describe('the outbox', () => {
  it('tells its listeners what waits and what needs attention', async () => {
    const server = new FaultyServer();
    const outbox = await outboxOf(newOutboxDatabase(), server);
    const snapshots: OutboxSnapshot[] = [];
    outbox.subscribe(() => snapshots.push(outbox.getSnapshot()));
    await outbox.enqueue(diaryInput('refuse this'));
    await outbox.enqueue(diaryInput('fine'));
    await expect.poll(() => outbox.getSnapshot().waiting.length).toBe(2);
    expect(await outbox.drain()).toBe('empty');
    await expect.poll(() => outbox.getSnapshot().waiting.length).toBe(0);
    expect(texts(outbox.getSnapshot().needsAttention)).toEqual(['refuse this']);
    await outbox.discard(outbox.getSnapshot().needsAttention[0]?.seq ?? -1);
    await expect.poll(() => outbox.getSnapshot().needsAttention.length).toBe(0);
    expect(snapshots.length).toBeGreaterThan(0);
  });

  it('two tabs draining at once send each item once', async () => {
    const name = newOutboxDatabase();
    const server = new FaultyServer();
    const [first, second] = [await outboxOf(name, server), await outboxOf(name, server)];
    for (const text of ['a', 'b', 'c']) await first.enqueue(diaryInput(text));
    await Promise.all([first.drain(), second.drain()]);
    expect(server.records).toEqual(['a', 'b', 'c']);
  });
});

describe('when the outbox drains', () => {
  /** The shell's online verdict and the pauses asked for, under the test's control. */
  function controls(online: boolean) {
    const state = {
      online,
      listeners: [] as ((online: boolean) => void)[],
      pauses: [] as number[],
    };
    const timers: (() => void)[] = [];
    const deps = {
      isOnline: () => state.online,
      subscribeOnline: (listener: (online: boolean) => void) => {
        state.listeners.push(listener);
        return () => undefined;
      },
      setTimer: (run: () => void, ms: number) => {
        state.pauses.push(ms);
        timers.push(run);
        return timers.length;
      },
      clearTimer: () => undefined,
    };
    const goOnline = () => {
      state.online = true;
      for (const listener of state.listeners) listener(true);
    };
    return { state, deps, goOnline, runTimer: () => timers.shift()?.() };
  }

  it('drains at start when online, and when the server answers again after being offline', async () => {
    const server = new FaultyServer();
    const outbox = await outboxOf(newOutboxDatabase(), server);
    await outbox.enqueue(diaryInput('waiting at start'));
    const online = controls(true);
    const connection = connectOutbox(outbox, online.deps);
    await expect.poll(() => server.records).toEqual(['waiting at start']);
    connection.stop();

    const offline = controls(false);
    const later = connectOutbox(outbox, offline.deps);
    await outbox.enqueue(diaryInput('written offline'));
    later.kick();
    expect(server.records).toEqual(['waiting at start']);
    offline.goOnline();
    await expect.poll(() => server.records).toEqual(['waiting at start', 'written offline']);
    later.stop();
  });

  it('online but unanswered, tries again after 5 s, then 10 s', async () => {
    const server = new FaultyServer();
    server.up = false;
    const outbox = await outboxOf(newOutboxDatabase(), server);
    await outbox.enqueue(diaryInput('one'));
    const online = controls(true);
    const connection = connectOutbox(outbox, online.deps);
    await expect.poll(() => online.state.pauses).toEqual([RETRY_FIRST_MS]);
    online.runTimer();
    await expect.poll(() => online.state.pauses).toEqual([RETRY_FIRST_MS, 2 * RETRY_FIRST_MS]);
    server.up = true;
    online.runTimer();
    await expect.poll(() => server.records).toEqual(['one']);
    connection.stop();
  });
});

/** The rows of a database's table as IndexedDB holds them. */
function rawRows(name: string, table = 'items'): Promise<{ data: ArrayBuffer }[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const all = request.result.transaction(table).objectStore(table).getAll();
      all.onsuccess = () => {
        resolve(all.result as { data: ArrayBuffer }[]);
        request.result.close();
      };
    };
  });
}
