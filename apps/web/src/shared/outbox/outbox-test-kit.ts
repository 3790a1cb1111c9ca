// What the outbox's browser tests share: a key, a fresh database, an item, and a small server
// that honours idempotency keys the way the real one does (docs/behaviour/never-losing-work.md),
// with faults to inject.
import { ApiError, type ErrorCode } from '@care/api-client';
import { importDraftKey } from '../drafts/draft-crypto';
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

/** An `ApiError` as the transport throws it. */
export const apiError = (code: ErrorCode, status: number) =>
  new ApiError({ code, status, method: 'POST', path: 'care/api/v1/diary/guest/12/entries' });

/**
 * The server's side of a send: one record per idempotency key (a repeated key with the same
 * text gets the first answer, with another text E050), a text starting with "refuse" refused
 * with 422 E047. Faults: the network down (FEE003 before the server), the answer lost after the
 * server saved, the request delivered twice, the session ended (417).
 */
export class FaultyServer {
  /** The texts of the records the server holds, in the order it saved them. */
  readonly records: string[] = [];
  private readonly byKey = new Map<string, string>();
  up = true;
  loseNextAnswer = false;
  deliverNextTwice = false;
  endSessionNext = false;

  readonly send = async (item: OutboxItem): Promise<string> => {
    await Promise.resolve();
    if (!this.up) throw apiError('FEE003', 0);
    if (this.endSessionNext) {
      this.endSessionNext = false;
      throw apiError('E005', 417);
    }
    if (this.deliverNextTwice) {
      this.deliverNextTwice = false;
      this.receive(item);
    }
    const answer = this.receive(item);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw apiError('FEE003', 0);
    }
    return answer;
  };

  private receive({ idempotencyKey, text }: OutboxItem): string {
    const first = this.byKey.get(idempotencyKey);
    if (first !== undefined) {
      if (first !== text) throw apiError('E050', 422);
      return first;
    }
    if (text.startsWith('refuse')) throw apiError('E047', 422);
    this.byKey.set(idempotencyKey, text);
    this.records.push(text);
    return text;
  }
}
