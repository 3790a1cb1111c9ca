// What the outbox's browser tests share: a key, a fresh database, an item, and a small server
// that honours idempotency keys the way the real one does (docs/behaviour/never-losing-work.md),
// with faults to inject.
import { ApiError, type ErrorCode } from '@care/api-client';
import { importDraftKey } from '../drafts/draft-crypto';
import { sendInSteps, type ItemSteps } from './outbox-sender';
import type { OutboxInput, OutboxItem } from './outbox-types';

const keyBytes = (first: number) =>
  btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => (first + i) % 256)));

/** An account's key, as the server hands it (different `seed`, different key). */
export const testKey = (seed = 0) => importDraftKey(keyBytes(seed));

let databases = 0;
/** A database of its own for one test. */
export const newOutboxDatabase = () => `care-outbox-test-${++databases}-${Date.now()}`;

let keys = 0;
/** A diary entry of guest 12 whose text is `text`. */
export function diaryInput(text: string): OutboxInput {
  return {
    kind: 'diaryEntry',
    request: {
      endpoint: 'diary.create',
      personalDataId: 12,
      body: { categories: ['health'], text, significance: 'routine', handover: false },
    },
    idempotencyKey: `test-key-${++keys}-${Date.now()}`,
    guestId: 12,
    guestName: 'Anna Rossi',
    text,
    chartTab: 'diary',
    invalidate: [['diary']],
  };
}

/** A diary entry of guest 12 with files named `names`, each holding its name as text. */
export function diaryWithFiles(text: string, names: readonly string[]): OutboxInput {
  return {
    ...diaryInput(text),
    files: names.map((name) => ({
      name,
      size: name.length,
      idempotencyKey: `test-file-key-${++keys}-${Date.now()}`,
      blob: new Blob([name], { type: 'text/plain' }),
    })),
  };
}

/** An `ApiError` as the transport throws it. */
export const apiError = (code: ErrorCode, status: number) =>
  new ApiError({ code, status, method: 'POST', path: 'care/api/v1/diary/guest/12/entries' });

/**
 * The server's side of a send: one record per idempotency key (a repeated key with the same
 * payload gets the first answer, with another E050); an entry whose text starts with "refuse" is
 * refused with 422 E047, a file whose name does with 415 E032. An entry with files is sent in
 * steps as the app does (`sendInSteps`); a file is recorded as "<entry's text>/<its bytes>".
 * Faults, each on the next request: the network down (FEE003 before the server), the answer lost
 * after the server saved, the request delivered twice, the session ended (417).
 */
export class FaultyServer {
  /** The records the server holds (entries' texts, files as "text/name"), in the order saved. */
  readonly records: string[] = [];
  private readonly byKey = new Map<string, { payload: string; id: number }>();
  up = true;
  loseNextAnswer = false;
  deliverNextTwice = false;
  endSessionNext = false;

  readonly send = async (item: OutboxItem, steps?: ItemSteps): Promise<unknown> => {
    if (!item.files?.length || !steps) return this.request(item.idempotencyKey, item.text);
    return sendInSteps(item, steps, {
      create: () => this.request(item.idempotencyKey, item.text),
      attach: (_id, file, bytes) =>
        this.request(file.idempotencyKey, `${item.text}/${new TextDecoder().decode(bytes)}`),
    });
  };

  /** One request through the faults; resolves with the record's id. */
  private async request(key: string, payload: string): Promise<number> {
    await Promise.resolve();
    if (!this.up) throw apiError('FEE003', 0);
    if (this.endSessionNext) {
      this.endSessionNext = false;
      throw apiError('E005', 417);
    }
    if (this.deliverNextTwice) {
      this.deliverNextTwice = false;
      this.receive(key, payload);
    }
    const answer = this.receive(key, payload);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw apiError('FEE003', 0);
    }
    return answer;
  }

  private receive(key: string, payload: string): number {
    const first = this.byKey.get(key);
    if (first !== undefined) {
      if (first.payload !== payload) throw apiError('E050', 422);
      return first.id;
    }
    const [text = '', file] = payload.split('/');
    if (text.startsWith('refuse') && file === undefined) throw apiError('E047', 422);
    if (file?.startsWith('refuse')) throw apiError('E032', 415);
    this.records.push(payload);
    this.byKey.set(key, { payload, id: this.records.length });
    return this.records.length;
  }
}
