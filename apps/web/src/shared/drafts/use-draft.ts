import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checksumOf } from './draft-crypto';
import { offerOf, versionOf, type DraftOffer, type DraftValues } from './draft-offer';
import type { DraftRef } from './draft-store';
import { useDraftStore } from './use-draft-store';

export type { DraftOffer, DraftValues } from './draft-offer';

/** How long typing must pause before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 500;

/** Options of {@link useDraft}. */
export interface UseDraftOptions<Values extends DraftValues> {
  /** The form, e.g. `documents.drawer`. */
  formId: string;
  /** The record it edits, or `new-…` for a create (with whatever tells two new ones apart). */
  recordId: string;
  /** The form's field names; undefined while its definition loads (no draft until then). */
  fields: readonly string[] | undefined;
  /** What the field definition is (checked against the draft's checksum); default `fields`. */
  definition?: unknown;
  /** The values as loaded (the server's, or a new form's); undefined while loading. */
  initial: Values | undefined;
  /** The values now. */
  values: Values | undefined;
  /** Whether the user changed something: only then is a draft written. */
  dirty: boolean;
}

/** What {@link useDraft} gives the form. */
export interface DraftHandle<Values extends DraftValues> {
  /** The draft to offer, until the user restores or discards it. */
  offer: DraftOffer<Values> | null;
  /** Takes the offer: the values to put in the form. */
  restore(): Partial<Values>;
  /** Throws the draft away. */
  discard(): void;
  /** The save succeeded: the draft is deleted. */
  clear(): Promise<void>;
}

/**
 * Keeps a draft of a form while the user types (docs/behaviour/never-losing-work.md#drafts):
 * written 500 ms after the last change (at once when the form or the page goes), encrypted, keyed
 * by account, form and record, with the field definition's checksum and the server's version of
 * the record. On opening, a draft left by a reload, a crash or an ended session is offered; what
 * the user types instead of taking or throwing it away becomes the draft. `clear` after a
 * successful save.
 */
export function useDraft<Values extends DraftValues>(
  options: UseDraftOptions<Values>,
): DraftHandle<Values> {
  const { formId, recordId, fields, initial, values, dirty } = options;
  const store = useDraftStore();
  /** The draft found for a record (`key`): null once none, or once restored or discarded. */
  const [lookup, setLookup] = useState<{ key: string; offer: DraftOffer<Values> | null } | null>(
    null,
  );
  const [checksum, setChecksum] = useState<string | null>(null);
  const ref = useMemo<DraftRef>(() => ({ formId, recordId }), [formId, recordId]);
  const refKey = `${formId}\n${recordId}`;
  const offer = lookup?.key === refKey ? lookup.offer : null;
  /** Counts clears: a write scheduled before one is called off. */
  const clears = useRef(0);
  const definition = options.definition ?? fields;
  const definitionKey = JSON.stringify(definition ?? null);

  useEffect(() => {
    let live = true;
    void checksumOf(JSON.parse(definitionKey)).then((sum) => live && setChecksum(sum));
    return () => {
      live = false;
    };
  }, [definitionKey]);

  // Once per record: is there a draft to offer?
  const ready =
    store !== null && fields !== undefined && initial !== undefined && checksum !== null;
  useEffect(() => {
    if (!ready || lookup?.key === refKey) return;
    let live = true;
    void offerOf(store, ref, fields, checksum, initial)
      .catch(() => null)
      .then((found) => live && setLookup({ key: refKey, offer: found }));
    return () => {
      live = false;
    };
    // The record's first complete state decides; later renders must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, refKey]);

  // Debounced writes, once the question of an earlier draft is answered. While a draft is
  // offered the form holds what it loaded, so nothing is written; what the user types instead of
  // choosing is the newer work, and becomes the draft (docs/behaviour/never-losing-work.md#drafts).
  // The effect runs again when the offer goes: a Discard deleted the stored draft.
  const baseline = initial === undefined ? null : versionOf(initial);
  const answered = lookup?.key === refKey;
  const pending = usePendingWrite();
  useEffect(() => {
    pending.cancel();
    if (!store || !answered || !dirty || values === undefined || checksum === null) return;
    // Counted when the write is scheduled: a save that clears the draft before the timer fires
    // (or while it encrypts) calls it off, however slow the clear itself is.
    const at = clears.current;
    const wanted = () => clears.current === at;
    const meta = { checksum, serverVersion: recordId.startsWith('new') ? null : baseline };
    return pending.schedule(() => {
      void store.save(ref, values, meta, wanted).catch(() => undefined);
    });
  }, [store, ref, answered, offer, dirty, values, checksum, baseline, recordId, pending]);

  const settle = useCallback(() => setLookup({ key: refKey, offer: null }), [refKey]);
  const restore = useCallback(() => {
    settle();
    return offer?.values ?? {};
  }, [offer, settle]);
  const discard = useCallback(() => {
    clears.current += 1;
    settle();
    void store?.clear(ref).catch(() => undefined);
  }, [store, ref, settle]);
  const clear = useCallback(async () => {
    clears.current += 1;
    settle();
    await store?.clear(ref).catch(() => undefined);
  }, [store, ref, settle]);
  return { offer, restore, discard, clear };
}

/** When the page is left: the first to come (a reload's) leaves time for the write to end. */
const LEAVING = ['beforeunload', 'pagehide'] as const;

/**
 * The draft write waiting for the typing pause, done at once when the form goes (closed, or the
 * user moved elsewhere in the app), when the page is hidden (another app on a tablet, the tablet
 * locked) and when it is left (a reload, the tab closed): docs/behaviour/never-losing-work.md#drafts.
 */
function usePendingWrite() {
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const flush = () => pending.current?.();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    for (const event of LEAVING) window.addEventListener(event, flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const event of LEAVING) window.removeEventListener(event, flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, []);
  return useMemo(
    () => ({
      /** Nothing waits any more (the values went back to what was loaded, …). */
      cancel: () => {
        pending.current = null;
      },
      /**
       * `write` after the typing pause, or sooner; once. What it returns stops the timer only:
       * the write still waits, for a flush, until the next `schedule` or `cancel`.
       */
      schedule: (write: () => void) => {
        const once = () => {
          if (pending.current !== once) return;
          pending.current = null;
          write();
        };
        pending.current = once;
        const timer = setTimeout(once, DRAFT_DEBOUNCE_MS);
        return () => clearTimeout(timer);
      },
    }),
    [],
  );
}
