/** The id of an autocomplete option (a suggestion from the server). */
export type OptionId = string | number;

/** What every autocomplete option carries: an id. Its label is a property (`name` by default). */
export interface AutocompleteOption {
  id: OptionId;
}

/**
 * Runs one search. The caller decides how (GET `?q=`, or POST with groups and roles) and should
 * pass `signal` on to `fetch`, so that a search the user has typed past is cancelled.
 */
export type AutocompleteSearch<T> = (
  query: string,
  options: { signal: AbortSignal },
) => Promise<readonly T[]>;

/**
 * Default idle time after the last keystroke before searching starts
 * (docs/behaviour/forms.md#autocomplete).
 */
export const DEFAULT_IDLE_MS = 1000;
/**
 * Default delay between the start of searching and the request
 * (docs/behaviour/forms.md#autocomplete).
 */
export const DEFAULT_REQUEST_DELAY_MS = 1500;

/**
 * - `idle`: nothing to search (blank text, or cancelled);
 * - `typing`: waiting for typing to pause;
 * - `searching`: typing paused; the request is about to go (`requestSent` false) or under way;
 * - `success` / `error`: the answer to `query`.
 */
export type SearchStatus = 'idle' | 'typing' | 'searching' | 'success' | 'error';

/** What the scheduler knows about the current query. */
export interface SearchState<T> {
  status: SearchStatus;
  /** The trimmed query this state is about; empty while idle. */
  query: string;
  /** The answer to `query`: only ever set from the request made for this very query. */
  results: readonly T[];
  /** The reason the search failed, while `status` is `error`. */
  error: unknown;
  /** Whether the request for `query` has been sent. */
  requestSent: boolean;
}

/** What a {@link SearchScheduler} searches with; {@link SearchScheduler.configure} changes it. */
export interface SearchSettings<T> {
  search: AutocompleteSearch<T>;
  idleMs: number;
  requestDelayMs: number;
}

/** Options of {@link SearchScheduler}. */
export interface SearchSchedulerOptions<T> extends SearchSettings<T> {
  /** Called with each new state. */
  onChange: (state: SearchState<T>) => void;
}

const IDLE: SearchState<never> = Object.freeze({
  status: 'idle',
  query: '',
  results: Object.freeze([]) as readonly never[],
  error: undefined,
  requestSent: false,
});

/**
 * The autocomplete's search timing and cancellation, free of React: typing waits `idleMs` of
 * idleness, then `requestDelayMs` more before the request; Enter searches at once; blank text
 * never searches. Any change aborts the request under way (AbortController) and bumps a run
 * number, so an answer that arrives anyway (a `search` that ignores its signal) is dropped.
 */
export class SearchScheduler<T> {
  #settings: SearchSettings<T>;
  #onChange: (state: SearchState<T>) => void;
  #state: SearchState<T> = IDLE;
  /** Incremented by every change; a callback from an older run does nothing. */
  #run = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #controller: AbortController | undefined;

  constructor({ onChange, ...settings }: SearchSchedulerOptions<T>) {
    this.#settings = settings;
    this.#onChange = onChange;
  }

  /** New settings (a new `search` function each render is fine): used from the next step on. */
  configure(settings: SearchSettings<T>): void {
    this.#settings = settings;
  }

  get state(): SearchState<T> {
    return this.#state;
  }

  /** The text changed by typing: start waiting again for `text`, dropping anything under way. */
  type(text: string): void {
    this.#stop();
    const query = text.trim();
    if (!query) {
      this.#set(IDLE);
      return;
    }
    const run = this.#run;
    this.#set({ status: 'typing', query, results: [], error: undefined, requestSent: false });
    this.#timer = setTimeout(() => {
      if (run !== this.#run) return;
      this.#set({ ...this.#state, status: 'searching' });
      this.#timer = setTimeout(() => {
        if (run === this.#run) this.#send(query, run);
      }, this.#settings.requestDelayMs);
    }, this.#settings.idleMs);
  }

  /**
   * Search `text` now (Enter). Blank text does nothing; so does the query whose request is
   * already under way or answered. A failed query is tried again.
   * @returns whether there is (or will be) an answer to show for `text`.
   */
  searchNow(text: string): boolean {
    const query = text.trim();
    if (!query) return false;
    const state = this.#state;
    const answered = state.status === 'success';
    const underWay = state.status === 'searching' && state.requestSent;
    if (state.query === query && (answered || underWay)) return true;
    this.#stop();
    this.#send(query, this.#run);
    return true;
  }

  /** Drop everything: timers, the request under way and the results. */
  cancel(): void {
    this.#stop();
    if (this.#state !== IDLE) this.#set(IDLE);
  }

  #send(query: string, run: number): void {
    this.#timer = undefined;
    const controller = new AbortController();
    this.#controller = controller;
    this.#set({ status: 'searching', query, results: [], error: undefined, requestSent: true });
    let request: Promise<readonly T[]>;
    try {
      request = Promise.resolve(this.#settings.search(query, { signal: controller.signal }));
    } catch (error) {
      request = Promise.reject(error);
    }
    const current = () => run === this.#run && !controller.signal.aborted;
    request.then(
      (results) => {
        if (!current()) return;
        this.#controller = undefined;
        this.#set({ status: 'success', query, results, error: undefined, requestSent: true });
      },
      (error: unknown) => {
        if (!current()) return;
        this.#controller = undefined;
        this.#set({ status: 'error', query, results: [], error, requestSent: true });
      },
    );
  }

  #stop(): void {
    this.#run += 1;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#controller?.abort();
    this.#controller = undefined;
  }

  #set(state: SearchState<T>): void {
    this.#state = state;
    this.#onChange(state);
  }
}
