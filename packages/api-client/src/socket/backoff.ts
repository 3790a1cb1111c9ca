/** How long to wait before each reconnect attempt. */
export interface BackoffOptions {
  /** The first delay in ms (default 500). */
  initialMs?: number;
  /** The longest delay in ms (default 30 000). */
  maxMs?: number;
  /** The growth factor between attempts (default 2). */
  factor?: number;
  /**
   * The share of each delay that is random, 0 to 1 (default 0.5): a delay `d` becomes a value
   * between `d × (1 − jitter)` and `d`, so that many clients cut off together (a server restart,
   * a Wi-Fi access point) do not all come back in the same instant.
   */
  jitter?: number;
}

/** The defaults of `BackoffOptions`. */
export const DEFAULT_BACKOFF = { initialMs: 500, maxMs: 30_000, factor: 2, jitter: 0.5 } as const;

/**
 * The delay before reconnect attempt `attempt` (0 for the first): exponential, capped at `maxMs`,
 * with jitter drawn from `random` (a function returning [0, 1), default `Math.random`).
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const initialMs = Math.max(0, options.initialMs ?? DEFAULT_BACKOFF.initialMs);
  const maxMs = Math.max(initialMs, options.maxMs ?? DEFAULT_BACKOFF.maxMs);
  const factor = Math.max(1, options.factor ?? DEFAULT_BACKOFF.factor);
  const jitter = Math.min(1, Math.max(0, options.jitter ?? DEFAULT_BACKOFF.jitter));
  // Capping the exponent keeps factor ** attempt finite however long the outage.
  const exponential = initialMs * factor ** Math.min(Math.max(0, attempt), 64);
  const capped = Math.min(maxMs, exponential);
  const draw = Math.min(1, Math.max(0, random()));
  return Math.round(capped * (1 - jitter * draw));
}
