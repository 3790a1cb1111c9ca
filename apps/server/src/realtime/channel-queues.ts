import type { FastifyBaseLogger } from 'fastify';

/** Per channel, a queue: the joins and deliveries of one channel run one at a time, in order. */
export interface ChannelQueues {
  /** Runs `task` after the channel's earlier tasks; a failure is logged, never thrown. */
  enqueue(channel: string, task: () => Promise<void>): Promise<void>;
  /** Resolves when every task queued so far has ended. */
  settled(): Promise<void>;
}

export function createChannelQueues(log: FastifyBaseLogger): ChannelQueues {
  /** Per channel, the tail of its queue. */
  const queues = new Map<string, Promise<void>>();
  return {
    enqueue(channel, task) {
      const previous = queues.get(channel) ?? Promise.resolve();
      const next = previous.then(task).catch((error: unknown) => {
        log.error({ err: error, channel }, 'notifications: delivery failed');
      });
      queues.set(channel, next);
      void next.then(() => {
        if (queues.get(channel) === next) queues.delete(channel);
      });
      return next;
    },
    async settled() {
      await Promise.allSettled([...queues.values()]);
    },
  };
}
