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
  /**
   * Replaces `previous` by `next` after the server rotated the token (optional: without it the
   * transport calls `set`). A store shared between tabs tells the others here.
   */
  rotate?(previous: string, next: string): void;
}

/**
 * The part of `BroadcastChannel` a token store needs to share rotations between the tabs of one
 * session (a duplicated browser tab starts with a copy of the session storage).
 */
export interface RotationChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** What a tab tells the others when the server rotated its token. */
interface RotationMessage {
  type: 'care.tokenRotated';
  previous: string;
  next: string;
}

function isRotationMessage(data: unknown): data is RotationMessage {
  const message = data as Partial<RotationMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'care.tokenRotated' &&
    typeof message.previous === 'string' &&
    typeof message.next === 'string'
  );
}

/**
 * Makes the tabs of one session follow each other's token rotations over `channel` (a
 * `BroadcastChannel`). A duplicated tab holds a copy of the token; when one tab's request rotates
 * it, the copy would stop working once the old token's grace period ends. Each rotation is
 * announced with the token it replaces, and a tab adopts the new one only while it still holds
 * exactly that old one: tabs of other sessions (another user, a later sign-in) ignore it.
 */
export function shareRotations(store: TokenStore, channel: RotationChannel): TokenStore {
  channel.addEventListener('message', ({ data }) => {
    if (isRotationMessage(data) && store.get() === data.previous) store.set(data.next);
  });
  return {
    get: () => store.get(),
    set: (token) => store.set(token),
    clear: () => store.clear(),
    rotate(previous, next) {
      store.set(next);
      channel.postMessage({ type: 'care.tokenRotated', previous, next } satisfies RotationMessage);
    },
  };
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
