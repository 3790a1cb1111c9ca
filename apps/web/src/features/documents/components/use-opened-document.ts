import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter of the opened document: its id, or `new`. */
const DOCUMENT_PARAM = 'document';

/** A positive record id from the address, or null. */
export function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The document open in the drawer, kept in the address (`?document=12`, `?document=new`) so it
 * can be linked to and survives a reload (docs/behaviour/documents.md#the-page). `opening` counts
 * the openings: the drawer's key, so each opening starts fresh.
 */
export function useOpenedDocument() {
  const [params, setParams] = useSearchParams();
  const [opening, setOpening] = useState(0);
  const opened = params.get(DOCUMENT_PARAM);
  const openedId = positiveId(opened);
  const setDocument = (value: string | null, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(DOCUMENT_PARAM);
        else next.set(DOCUMENT_PARAM, value);
        return next;
      },
      { replace },
    );
  return {
    params,
    opening,
    openedId,
    drawerOpen: opened === 'new' || openedId !== null,
    open(value: string) {
      setOpening((count) => count + 1);
      setDocument(value, false);
    },
    close: () => setDocument(null, true),
    created: (id: number) => setDocument(String(id), true),
  };
}
