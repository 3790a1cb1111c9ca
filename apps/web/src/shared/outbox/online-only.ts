import { reachable } from './reachability';

/**
 * A change to a saved record (a correction, an amendment) tried while the server cannot be
 * reached: such changes stay online-only, and the form keeps what was typed.
 */
export class OnlineOnlyError extends Error {
  constructor() {
    super('a change to a saved record needs the connection');
    this.name = 'OnlineOnlyError';
  }
}

/** Throws {@link OnlineOnlyError} when the server cannot be reached now. */
export function requireConnection(): void {
  if (!reachable()) throw new OnlineOnlyError();
}
