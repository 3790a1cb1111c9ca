import type { DiaryEntry } from '@care/api-client';
import {
  createEntryUploads,
  type EntryUploads,
  type EntryUploadTools,
} from './use-entry-attachments';

/**
 * The uploads of a diary tab's entries, kept outside the cards (docs/behaviour/diary.md#attachments):
 * the list draws only the cards in view, so a card scrolled away is unmounted while its files
 * travel on; scrolled back, it shows them as they are. The store also knows which cards are
 * drawn, so the tab can announce a failure whose card is out of view.
 *
 * Why not TanStack Query's mutation cache (a mutation key per entry, `useMutationState`): a file
 * is read (with its progress) before it travels, a retry re-sends the same read file with the
 * same idempotency key, and the files of an entry go one after the other; and a failed mutation
 * that no component observes is garbage-collected after five minutes, which is exactly the
 * failure this store must keep until someone sees it.
 */

/** A failed upload whose card is out of view: the entry, its time, how many files it left. */
export interface AwayFailure {
  entryId: number;
  occurredAt: string;
  count: number;
}

/** The uploads of the entries of one tab. */
export interface EntryUploadStore {
  /** The uploads of `entry` (made on first use, kept while the tab lives). */
  uploadsOf(entry: DiaryEntry): EntryUploads;
  /** Says that the card of `entryId` is drawn; the returned function, that it is gone. */
  mount(entryId: number): () => void;
  /** The failures whose card is not drawn, in the order the uploads began. */
  away(): readonly AwayFailure[];
  subscribe(listener: () => void): () => void;
  /** Asks the card of `entryId`, once drawn, to take the focus (`takeReveal`). */
  reveal(entryId: number): void;
  /** Whether the card of `entryId` was asked to take the focus (asked once). */
  takeReveal(entryId: number): boolean;
}

interface Kept {
  uploads: EntryUploads;
  occurredAt: string;
  mounted: number;
}

/** An empty store; `tools()` gives the tab's latest client, refresh and messages. */
export function createEntryUploadStore(tools: () => EntryUploadTools): EntryUploadStore {
  const kept = new Map<number, Kept>();
  const listeners = new Set<() => void>();
  let away: readonly AwayFailure[] = [];
  let revealed: number | null = null;

  const update = () => {
    const next = [...kept].flatMap(([entryId, entry]): AwayFailure[] => {
      const { pending, waiting } = entry.uploads.getSnapshot();
      if (entry.mounted > 0 || pending?.phase !== 'failed') return [];
      return [{ entryId, occurredAt: entry.occurredAt, count: 1 + waiting }];
    });
    const same =
      next.length === away.length &&
      next.every((item, index) => {
        const before = away[index];
        return before?.entryId === item.entryId && before.count === item.count;
      });
    if (same) return;
    away = next;
    for (const listener of listeners) listener();
  };

  return {
    uploadsOf(entry) {
      const found = kept.get(entry.id);
      if (found) return found.uploads;
      const uploads = createEntryUploads(
        { entryId: entry.id, personalDataId: entry.personalDataId },
        tools,
      );
      uploads.subscribe(update);
      kept.set(entry.id, { uploads, occurredAt: entry.occurredAt, mounted: 0 });
      return uploads;
    },
    mount(entryId) {
      const entry = kept.get(entryId);
      if (!entry) return () => undefined;
      entry.mounted += 1;
      update();
      return () => {
        entry.mounted -= 1;
        update();
      };
    },
    away: () => away,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reveal(entryId) {
      revealed = entryId;
    },
    takeReveal(entryId) {
      if (revealed !== entryId) return false;
      revealed = null;
      return true;
    },
  };
}
