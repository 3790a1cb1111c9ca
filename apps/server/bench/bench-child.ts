/**
 * The child side of a forked benchmark server: tells the parent it is ready (with what it needs
 * to call it), answers `memory` with its memory use, `cpu` with the CPU time it has used, and stops on `stop`.
 */

/** What a benchmark child reports of its memory, in MiB. */
export interface ChildMemory {
  rssMiB: number;
  heapUsedMiB: number;
}

/** What a benchmark child reports of the CPU time it has used since it started, in ms. */
export interface ChildCpu {
  cpuMs: number;
}

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Sends `ready` to the parent and serves its requests until `stop` (then runs `stop`, exits):
 * `memory`, `cpu`, and the child's own `answers` (a message name: an async answer).
 */
export function serveBench(
  ready: object,
  stop: () => Promise<void>,
  answers: Record<string, () => Promise<object>> = {},
): void {
  process.on('message', (message) => {
    const answer = typeof message === 'string' ? answers[message] : undefined;
    if (answer) {
      void answer().then((body) => process.send?.({ type: message, ...body }));
    } else if (message === 'memory') {
      const { rss, heapUsed } = process.memoryUsage();
      process.send?.({ type: 'memory', rssMiB: mib(rss), heapUsedMiB: mib(heapUsed) });
    } else if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu', cpuMs: (user + system) / 1000 });
    } else if (message === 'stop') {
      void stop().finally(() => process.exit(0));
    }
  });
  // A parent that died (interrupted) takes its children with it.
  process.on('disconnect', () => void stop().finally(() => process.exit(1)));
  process.send?.({ type: 'ready', ...ready });
}
