// Whether a stored draft is offered, and how (docs/behaviour/never-losing-work.md#drafts).
import { restorable, type DraftRef, type DraftStore } from './draft-store';

/** Values of a form, by field name. */
export type DraftValues = object;

/** `values` as a record, to read its fields by name. */
const byName = (values: object) => values as Record<string, unknown>;

/** A draft the form offers back. */
export interface DraftOffer<Values extends DraftValues> {
  /** When it was last written. */
  savedAt: Date;
  /** The values of the fields the form still has. */
  values: Partial<Values>;
  /** Fields of the draft the form no longer has (their values are not restored). */
  dropped: string[];
  /**
   * The record as it is saved now, when someone saved it after the draft began: the user sees
   * both and chooses. Undefined otherwise.
   */
  saved: Values | undefined;
}

/** A version of the server's values: the draft remembers it, to tell when the record changed. */
export function versionOf(values: DraftValues): string {
  const text = JSON.stringify(values);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return `${text.length}-${hash.toString(16)}`;
}

function sameValues(a: DraftValues, b: DraftValues): boolean {
  return Object.entries(a).every(
    ([name, value]) => JSON.stringify(byName(b)[name]) === JSON.stringify(value),
  );
}

/** The draft of `ref` as the form that loaded `initial` offers it; null: nothing to offer. */
export async function offerOf<Values extends DraftValues>(
  store: DraftStore,
  ref: DraftRef,
  fields: readonly string[],
  checksum: string,
  initial: Values,
): Promise<DraftOffer<Values> | null> {
  const draft = await store.load<Values>(ref);
  if (!draft) return null;
  const { values, dropped } =
    draft.checksum === checksum
      ? { values: draft.values as Partial<Values>, dropped: [] }
      : (restorable(byName(draft.values), fields) as {
          values: Partial<Values>;
          dropped: string[];
        });
  if (dropped.length === 0 && sameValues(values, initial)) return null;
  const changed = draft.serverVersion !== null && draft.serverVersion !== versionOf(initial);
  return {
    savedAt: new Date(draft.savedAt),
    values,
    dropped,
    saved: changed ? initial : undefined,
  };
}
