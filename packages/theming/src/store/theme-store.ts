import {
  parseJsonSafely,
  readThemeDocument,
  RESERVED_THEME_NAMES,
  toThemeDocument,
} from '../model/document';
import { uniqueThemeName, validateThemeName, type ThemeNameErrorCode } from '../model/name';
import { THEME_FILE_FORMAT, THEME_FILE_VERSION, type ThemeIssue } from '../model/schema';
import type { CareTheme, CareThemeDefinition } from '../model/theme';
import { BUILT_IN_THEMES, DEFAULT_THEME } from '../themes/built-in-themes';
import { importThemes, type ThemeFile, type ThemeImportResult } from '../transfer/transfer';

/** Where the store keeps its data in the storage (local storage by default). */
export const THEME_STORAGE_KEYS = Object.freeze({
  /**
   * The custom themes (docs/behaviour/themes.md#storage), as
   * `{ format: "care-theme-list", version: 1, themes }`.
   */
  customThemes: 'customStyles',
  /** The id of the applied theme, as plain text. */
  appliedTheme: 'care.theme',
});

const LIST_FORMAT = 'care-theme-list';
const LIST_VERSION = 1;
const CUSTOM_ID = /^custom-[A-Za-z0-9_-]{1,80}$/;

/** The part of the Web Storage API the store uses. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Why a store operation failed. Apps translate these codes. */
export type ThemeErrorCode =
  ThemeNameErrorCode | 'notFound' | 'builtInReadOnly' | 'invalidTheme' | 'storageFailed';

/** A refused store operation, with a code the app translates. Nothing was changed. */
export class ThemeError extends Error {
  override readonly name = 'ThemeError';
  constructor(
    readonly code: ThemeErrorCode,
    /** For `invalidTheme`: which values are wrong. */
    readonly issues: readonly ThemeIssue[] = [],
  ) {
    super(`theme: ${code}${issues.length ? ` (${issues.map((i) => i.path).join(', ')})` : ''}`);
  }
}

/** Whether `error` is a {@link ThemeError} (optionally with this code). */
export function isThemeError(error: unknown, code?: ThemeErrorCode): error is ThemeError {
  return error instanceof ThemeError && (code === undefined || error.code === code);
}

/** Something wrong with what was stored: ignored (the app may tell the user), never fatal. */
export interface ThemeStorageIssue {
  /** The storage key concerned. */
  readonly key: string;
  /**
   * `unavailable`: the storage cannot be used (private mode, blocked): nothing will be kept
   * after a reload. `invalidJson` / `notAThemeList`: the stored custom themes were unreadable
   * and are ignored. `themeDropped`: one stored theme was invalid and is ignored. `unknownTheme`:
   * the applied id names no theme; the default is used. `writeFailed`: a change could not be
   * stored (quota); it holds until the page is reloaded.
   */
  readonly reason:
    | 'unavailable'
    | 'invalidJson'
    | 'notAThemeList'
    | 'themeDropped'
    | 'unknownTheme'
    | 'writeFailed';
  readonly details: string;
}

/** What the store holds. A new object after every change; never mutated. */
export interface ThemeStoreState {
  /** The built-in themes, then the custom ones (in the order they were added). */
  readonly themes: readonly CareTheme[];
  readonly custom: readonly CareTheme[];
  /** The theme the app is drawn in. */
  readonly applied: CareTheme;
  /** The theme chosen in the Settings picker (previewed, not yet applied). */
  readonly picked: CareTheme;
  readonly issues: readonly ThemeStorageIssue[];
}

/** Options of {@link createThemeStore}. */
export interface ThemeStoreOptions {
  /** Default: `localStorage` (an in-memory storage, reported `unavailable`, when there is none). */
  storage?: ThemeStorage;
  /** Makes the id of a new custom theme (`custom-` and 1–80 of `A-Z a-z 0-9 _ -`). */
  createId?: () => string;
}

/** The theme store: custom themes and the applied theme, kept in the browser's storage. */
export interface ThemeStore {
  /** The current state (the same object until something changes). */
  getState(): ThemeStoreState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The theme with this id, built-in or custom. */
  get(id: string): CareTheme | undefined;
  /** Chooses a theme in the picker without applying it. Throws `notFound`. */
  pick(id: string): CareTheme;
  /**
   * Applies a theme (default: the picked one): stores its id and notifies subscribers, who
   * redraw the app in it at once. Throws `notFound`.
   */
  apply(id?: string): CareTheme;
  /**
   * Saves a definition as a new custom theme named `name` (trimmed; required; at most 40
   * characters; unique among custom and built-in themes, case-insensitively) and picks it.
   * Throws a {@link ThemeError}: a name code, `invalidTheme` (a value outside the grammar) or
   * `storageFailed`.
   */
  saveAsNew(name: string, definition: Omit<CareThemeDefinition, 'name'>): CareTheme;
  /**
   * Deletes a custom theme. When it was applied, the default theme is applied. Throws
   * `builtInReadOnly`, `notFound` or `storageFailed`.
   */
  delete(id: string): void;
  /** Removes every stored key: custom themes are gone and the default theme is applied. */
  restoreDefaults(): void;
  /**
   * Imports files ({@link importThemes}) and saves every accepted theme in one write. Throws
   * `storageFailed` (then nothing is saved).
   */
  importFiles(files: readonly ThemeFile[]): ThemeImportResult<CareTheme>[];
  /** Reads the storage again (e.g. on a `storage` event from another tab). */
  refresh(): void;
}

interface Stored {
  custom: CareTheme[];
  appliedId: string;
  issues: ThemeStorageIssue[];
}

const BUILT_IN: readonly CareTheme[] = Object.freeze(Object.values(BUILT_IN_THEMES));

/** An in-memory {@link ThemeStorage} (tests, server rendering, browsers that refuse storage). */
export function createMemoryStorage(initial: Record<string, string> = {}): ThemeStorage {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** `localStorage`, or `undefined` where there is none or it may not be used. */
function browserStorage(): ThemeStorage | undefined {
  try {
    const storage = (globalThis as { localStorage?: ThemeStorage }).localStorage;
    return storage ?? undefined;
  } catch {
    return undefined; // a SecurityError when storage is blocked
  }
}

function defaultId(): string {
  const random =
    typeof globalThis.crypto?.randomUUID === 'function'
      ? globalThis.crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `custom-${random}`;
}

/** The custom themes in storage: every invalid part dropped and reported. */
function readCustom(text: string | null, issues: ThemeStorageIssue[]): CareTheme[] {
  const key = THEME_STORAGE_KEYS.customThemes;
  if (text === null) return [];
  let parsed: unknown;
  try {
    parsed = parseJsonSafely(text);
  } catch {
    issues.push({ key, reason: 'invalidJson', details: 'the stored custom themes are not JSON' });
    return [];
  }
  const list = parsed as { format?: unknown; version?: unknown; themes?: unknown } | null;
  if (
    typeof list !== 'object' ||
    list === null ||
    list.format !== LIST_FORMAT ||
    list.version !== LIST_VERSION ||
    !Array.isArray(list.themes)
  ) {
    issues.push({
      key,
      reason: 'notAThemeList',
      details: 'the stored custom themes are unreadable',
    });
    return [];
  }
  const themes: CareTheme[] = [];
  const ids = new Set<string>();
  const names = [...RESERVED_THEME_NAMES];
  list.themes.forEach((entry: unknown, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    const read = readThemeDocument(entry);
    if (typeof id !== 'string' || !CUSTOM_ID.test(id) || ids.has(id) || !read.ok) {
      const why = read.ok ? 'missing or repeated id' : read.issues.map((i) => i.path).join(', ');
      issues.push({ key, reason: 'themeDropped', details: `theme ${index}: ${why}` });
      return;
    }
    ids.add(id);
    // Names are unique when this store writes them; an edited storage may repeat one.
    const name = uniqueThemeName(read.definition.name, names);
    names.push(name);
    themes.push(Object.freeze({ ...read.definition, name, id }));
  });
  return themes;
}

/**
 * Creates the theme store. Framework-agnostic: `subscribe` and `getState` fit React's
 * `useSyncExternalStore(store.subscribe, store.getState)`. Corrupt or foreign data in the
 * storage never throws: it is ignored and listed in `state.issues`. Asking the user to confirm
 * a delete or a restore is the app's job.
 */
export function createThemeStore(options: ThemeStoreOptions = {}): ThemeStore {
  const given = options.storage ?? browserStorage();
  const storage = given ?? createMemoryStorage();
  const createId = options.createId ?? defaultId;
  const listeners = new Set<() => void>();
  const unavailable: ThemeStorageIssue[] = given
    ? []
    : [{ key: '*', reason: 'unavailable', details: 'no local storage: changes last until reload' }];

  function read(): Stored {
    const issues: ThemeStorageIssue[] = [...unavailable];
    const get = (key: string): string | null => {
      try {
        return storage.getItem(key);
      } catch {
        issues.push({ key, reason: 'unavailable', details: 'the storage cannot be read' });
        return null;
      }
    };
    const custom = readCustom(get(THEME_STORAGE_KEYS.customThemes), issues);
    const storedId = get(THEME_STORAGE_KEYS.appliedTheme);
    let appliedId = DEFAULT_THEME.id;
    if (storedId !== null) {
      if ([...BUILT_IN, ...custom].some((theme) => theme.id === storedId)) appliedId = storedId;
      else {
        issues.push({
          key: THEME_STORAGE_KEYS.appliedTheme,
          reason: 'unknownTheme',
          details: 'the applied theme no longer exists; the default theme is used',
        });
      }
    }
    return { custom, appliedId, issues };
  }

  function makeState(
    custom: readonly CareTheme[],
    appliedId: string,
    pickedId: string,
    issues: readonly ThemeStorageIssue[],
  ): ThemeStoreState {
    const themes = Object.freeze([...BUILT_IN, ...custom]);
    const find = (id: string) => themes.find((theme) => theme.id === id) ?? DEFAULT_THEME;
    return Object.freeze({
      themes,
      custom: Object.freeze([...custom]),
      applied: find(appliedId),
      picked: find(pickedId),
      issues: Object.freeze([...issues]),
    });
  }

  const initial = read();
  let state = makeState(initial.custom, initial.appliedId, initial.appliedId, initial.issues);

  function setState(next: ThemeStoreState) {
    state = next;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        // One failing subscriber neither stops the others nor undoes the change.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  /** Writes a key (`null` removes it); `false` when the storage refused. */
  function write(key: string, value: string | null): boolean {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }

  function writeCustom(custom: readonly CareTheme[]): boolean {
    if (custom.length === 0) return write(THEME_STORAGE_KEYS.customThemes, null);
    const themes = custom.map((theme) => ({ id: theme.id, ...toThemeDocument(theme) }));
    const list = { format: LIST_FORMAT, version: LIST_VERSION, themes };
    return write(THEME_STORAGE_KEYS.customThemes, JSON.stringify(list));
  }

  function require(id: string): CareTheme {
    const theme = state.themes.find((candidate) => candidate.id === id);
    if (!theme) throw new ThemeError('notFound');
    return theme;
  }

  function allNames(): string[] {
    return [...RESERVED_THEME_NAMES, ...state.themes.map((theme) => theme.name)];
  }

  /** A fresh id, used by no theme (nor by one about to be saved). */
  function newId(pending: readonly CareTheme[] = []): string {
    for (;;) {
      const id = createId();
      if (!CUSTOM_ID.test(id)) throw new Error(`createId gave an invalid id: ${id}`);
      if (![...state.themes, ...pending].some((theme) => theme.id === id)) return id;
    }
  }

  /** Issues that still hold after a change (a successful write clears `writeFailed`). */
  function keptIssues(): ThemeStorageIssue[] {
    return state.issues.filter((issue) => issue.reason !== 'writeFailed');
  }

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    get: (id) => state.themes.find((theme) => theme.id === id),

    pick(id) {
      const theme = require(id);
      if (theme !== state.picked) {
        setState(makeState(state.custom, state.applied.id, theme.id, state.issues));
      }
      return theme;
    },

    apply(id = state.picked.id) {
      const theme = require(id);
      const stored = write(THEME_STORAGE_KEYS.appliedTheme, theme.id);
      // Applied at once even when it cannot be stored: the user sees it, the issue says why it
      // will not survive a reload.
      const issues = stored
        ? keptIssues().filter((issue) => issue.reason !== 'unknownTheme')
        : [
            ...keptIssues(),
            {
              key: THEME_STORAGE_KEYS.appliedTheme,
              reason: 'writeFailed' as const,
              details: 'the applied theme could not be stored',
            },
          ];
      setState(makeState(state.custom, theme.id, theme.id, issues));
      return theme;
    },

    saveAsNew(name, definition) {
      const check = validateThemeName(name, allNames());
      if (!check.ok) throw new ThemeError(check.code);
      // The definition goes through the file schema: unknown keys (an `id`…) are dropped and
      // every value is checked against its grammar.
      const read = readThemeDocument({
        ...definition,
        format: THEME_FILE_FORMAT,
        version: THEME_FILE_VERSION,
        name: check.name,
      });
      if (!read.ok) throw new ThemeError('invalidTheme', read.issues);
      const theme: CareTheme = Object.freeze({ ...read.definition, id: newId() });
      const custom = [...state.custom, theme];
      if (!writeCustom(custom)) throw new ThemeError('storageFailed');
      setState(makeState(custom, state.applied.id, theme.id, keptIssues()));
      return theme;
    },

    delete(id) {
      if (BUILT_IN.some((theme) => theme.id === id)) throw new ThemeError('builtInReadOnly');
      const theme = require(id);
      const custom = state.custom.filter((candidate) => candidate !== theme);
      if (!writeCustom(custom)) throw new ThemeError('storageFailed');
      const wasApplied = state.applied === theme;
      if (wasApplied) write(THEME_STORAGE_KEYS.appliedTheme, null);
      const appliedId = wasApplied ? DEFAULT_THEME.id : state.applied.id;
      const pickedId = state.picked === theme ? appliedId : state.picked.id;
      setState(makeState(custom, appliedId, pickedId, keptIssues()));
    },

    restoreDefaults() {
      const removed =
        write(THEME_STORAGE_KEYS.customThemes, null) &&
        write(THEME_STORAGE_KEYS.appliedTheme, null);
      const issues: ThemeStorageIssue[] = [...unavailable];
      if (!removed) {
        issues.push({
          key: '*',
          reason: 'writeFailed',
          details: 'the stored themes could not be removed',
        });
      }
      setState(makeState([], DEFAULT_THEME.id, DEFAULT_THEME.id, issues));
    },

    importFiles(files) {
      const results = importThemes(
        files,
        state.custom.map((theme) => theme.name),
      );
      const added: CareTheme[] = [];
      const withIds = results.map((result): ThemeImportResult<CareTheme> => {
        if (!result.ok) return result;
        const saved: CareTheme = Object.freeze({ ...result.theme, id: newId(added) });
        added.push(saved);
        return { ...result, theme: saved };
      });
      if (added.length === 0) return withIds;
      const custom = [...state.custom, ...added];
      if (!writeCustom(custom)) throw new ThemeError('storageFailed');
      setState(makeState(custom, state.applied.id, state.picked.id, keptIssues()));
      return withIds;
    },

    refresh() {
      const stored = read();
      const pickedId = [...BUILT_IN, ...stored.custom].some((t) => t.id === state.picked.id)
        ? state.picked.id
        : stored.appliedId;
      setState(makeState(stored.custom, stored.appliedId, pickedId, stored.issues));
    },
  };
}
