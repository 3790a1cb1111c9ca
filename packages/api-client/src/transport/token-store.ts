/**
 * Where the session token lives. The transport reads it for every request, replaces it when an
 * answer carries a rotated token, and clears it when the session expires (HTTP 412/417).
 */
export interface TokenStore {
  /** The current token, or null when signed out. */
  get(): string | null;
  /** Stores a new token (after sign-in or rotation). */
  set(token: string): void;
  /** Forgets the token (sign-out, session expired). */
  clear(): void;
}

/**
 * The part of the Web Storage API a token store needs (`sessionStorage` fits). Spelled out rather
 * than `Pick<Storage, …>` so that projects without the DOM library can use the types.
 */
export interface TokenStorage {
  /** The stored value, or null. */
  getItem(key: string): string | null;
  /** Stores a value (may throw when storage is full or refused). */
  setItem(key: string, value: string): void;
  /** Forgets a value. */
  removeItem(key: string): void;
}

/** The session-storage key the session token is kept under by default. */
export const DEFAULT_TOKEN_KEY = 'care.sessionToken';

/** A token store kept in memory only (tests, server-side use, or no Web Storage). */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

function defaultSessionStorage(): TokenStorage | undefined {
  try {
    // Reading `sessionStorage` itself throws where storage is blocked (some privacy modes).
    return typeof globalThis.sessionStorage === 'undefined' ? undefined : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * A token store in the browser's session storage
 * (docs/behaviour/shell-and-session.md#session), so a token survives a reload but not the closing
 * of the tab. Where storage is missing or refuses to write (no `sessionStorage`, quota, privacy
 * mode) it keeps the token in memory instead, so the session still works until the page is left.
 */
export function sessionStorageTokenStore(
  key: string = DEFAULT_TOKEN_KEY,
  storage: TokenStorage | undefined = defaultSessionStorage(),
): TokenStore {
  const memory = memoryTokenStore();
  // Memory is only a stand-in while storage is unusable; otherwise storage is the one truth, so
  // that `sessionStorage.clear()` elsewhere (logout in another part of the app) really signs out.
  let inMemory = storage === undefined;
  return {
    get() {
      if (inMemory || !storage) return memory.get();
      try {
        return storage.getItem(key);
      } catch {
        return memory.get();
      }
    },
    set(token) {
      memory.set(token);
      if (!storage) return;
      try {
        storage.setItem(key, token);
        inMemory = false;
      } catch {
        inMemory = true;
      }
    },
    clear() {
      memory.clear();
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing more to forget.
      }
    },
  };
}
