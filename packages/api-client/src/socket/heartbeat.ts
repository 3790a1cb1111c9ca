// The heartbeat of a connection: a ping every `intervalMs`, and the connection given up when no
// frame at all arrives within `timeoutMs` of a ping.

/** What one started heartbeat does. */
export interface HeartbeatBeat {
  /** Sends a ping; false when the connection is no longer the current one (nothing to wait for). */
  ping(): boolean;
  /** No frame arrived in time after a ping. */
  timedOut(): void;
}

export class Heartbeat {
  private intervalTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  /** `intervalMs` 0 turns the heartbeat off. */
  constructor(
    private readonly intervalMs: number,
    private readonly timeoutMs: number,
  ) {}

  /** Starts beating for a freshly opened connection, stopping any earlier beat. */
  start(beat: HeartbeatBeat): void {
    this.stop();
    if (this.intervalMs === 0) return;
    this.intervalTimer = setInterval(() => {
      if (this.pongTimer !== undefined || !beat.ping()) return;
      this.pongTimer = setTimeout(() => beat.timedOut(), this.timeoutMs);
    }, this.intervalMs);
  }

  /** A frame arrived: any frame proves the connection alive, not only a pong. */
  alive(): void {
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
  }

  stop(): void {
    clearInterval(this.intervalTimer);
    clearTimeout(this.pongTimer);
    this.intervalTimer = undefined;
    this.pongTimer = undefined;
  }
}
