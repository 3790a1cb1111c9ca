// When to connect again after a connection was lost: exponential backoff with jitter, reset by a
// `ready`, stopped for good by an authentication refusal until `reconnect()`.
import { backoffDelay, type BackoffOptions } from './backoff';

export class Reconnector {
  /** The server refused the session: no more attempts until `reset()`. */
  refused = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly connect: () => void,
    private readonly backoff: BackoffOptions | undefined,
    private readonly random: (() => number) | undefined,
  ) {}

  /** An attempt is waiting for its delay. */
  get pending(): boolean {
    return this.timer !== undefined;
  }

  /** Connects again after the backoff delay of the next attempt (unless refused). */
  schedule(): void {
    if (this.refused) return;
    clearTimeout(this.timer);
    const delay = backoffDelay(this.attempt, this.backoff, this.random);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect();
    }, delay);
  }

  /** Forgets a waiting attempt. */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The connection is ready: the next loss starts from the first delay again. */
  succeeded(): void {
    this.attempt = 0;
  }

  /** A caller asked to reconnect: lift a refusal and start from the first delay. */
  reset(): void {
    this.refused = false;
    this.attempt = 0;
  }
}
