/** Local storage key of the terms already reported (a JSON array of term ids). */
export const REPORTED_TERMS_KEY = 'care.i18n.reportedTerms';

/** At most this many reported terms are remembered (the oldest are forgotten first). */
export const MAX_REMEMBERED_TERMS = 2000;

/** At most this many terms wait for the translations to load; more are dropped for this page. */
const MAX_PENDING_TERMS = 500;

/** What the reporter works with. */
export interface MissingTermReporterOptions {
  /** Sends one missing term to the server (the app calls `POST personal/addTerm/`). */
  report(termId: string): Promise<unknown> | unknown;
  /** True once the server's translations of the current language have been merged. */
  isLoaded(): boolean;
  /** True when the term exists now (checked again when the translations arrive). */
  exists(termId: string): boolean;
  /** Where reported terms are remembered; `null` for nowhere (this page only). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Told about a report that failed (it is retried on a later page load). */
  onError(error: unknown): void;
}

/** Reports missing translation terms once each (docs/behaviour/languages.md#missing-terms). */
export interface MissingTermReporter {
  /** A term was looked up and not found. */
  missing(termId: string): void;
  /** The translations have loaded: report the waiting terms that are still missing. */
  flush(): void;
}

function readRemembered(storage: MissingTermReporterOptions['storage']): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(REPORTED_TERMS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Creates the reporter. A term is reported only after the server's translations have loaded (it
 * may be there), at most once per page even when the report fails, and never again once the
 * server has accepted it: accepted terms are remembered in local storage.
 */
export function createMissingTermReporter(
  options: MissingTermReporterOptions,
): MissingTermReporter {
  const remembered = new Set(readRemembered(options.storage));
  /** Sent (or being sent) by this page: a failure is not retried until the next page load. */
  const sent = new Set<string>();
  const pending = new Set<string>();

  function remember(termId: string) {
    // Merge with what other tabs remembered meanwhile.
    const all = new Set([...readRemembered(options.storage), ...remembered, termId]);
    remembered.add(termId);
    try {
      options.storage?.setItem(
        REPORTED_TERMS_KEY,
        JSON.stringify([...all].slice(-MAX_REMEMBERED_TERMS)),
      );
    } catch {
      // Storage full or blocked: remembered for this page only.
    }
  }

  function send(termId: string) {
    if (remembered.has(termId) || sent.has(termId)) return;
    sent.add(termId);
    Promise.resolve()
      .then(() => options.report(termId))
      .then(
        () => remember(termId),
        (error: unknown) => options.onError(error),
      );
  }

  return {
    missing(termId) {
      if (remembered.has(termId) || sent.has(termId)) return;
      if (options.isLoaded()) {
        send(termId);
      } else if (pending.size < MAX_PENDING_TERMS) {
        pending.add(termId);
      }
    },
    flush() {
      const waiting = [...pending];
      pending.clear();
      for (const termId of waiting) {
        if (!options.exists(termId)) send(termId);
      }
    },
  };
}
