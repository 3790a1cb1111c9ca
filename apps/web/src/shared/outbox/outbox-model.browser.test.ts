// A model test of the outbox (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi),
// in Chromium with real IndexedDB and WebCrypto: any sequence of enqueues, drains, network
// failures, refusals, lost answers, duplicate deliveries, session ends, reloads and two tabs
// draining at once ends with the server holding each accepted record exactly once, in enqueue
// order, and every refused one in "needs attention" on the device: nothing lost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutbox, type DrainLock, type Outbox } from './outbox-service';
import { diaryInput, FaultyServer, newOutboxDatabase, testKey } from './outbox-test-kit';

type Step =
  | { op: 'enqueue'; refused: boolean }
  | { op: 'drain' }
  | { op: 'network'; up: boolean }
  | { op: 'loseNextAnswer' }
  | { op: 'deliverNextTwice' }
  | { op: 'endSessionNext' }
  | { op: 'reload' }
  | { op: 'twoTabs' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('enqueue' as const), refused: fc.boolean() }),
  },
  { weight: 3, arbitrary: fc.constant({ op: 'drain' as const }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('network' as const), up: fc.boolean() }) },
  fc.constant({ op: 'loseNextAnswer' as const }),
  fc.constant({ op: 'deliverNextTwice' as const }),
  fc.constant({ op: 'endSessionNext' as const }),
  fc.constant({ op: 'reload' as const }),
  fc.constant({ op: 'twoTabs' as const }),
);

/** A second tab without the lock: only the idempotency keys keep its double sends harmless. */
const noLock: DrainLock = (_name, work) => work();

/** One device's outbox over the model's server, reopened as a reload would. */
class Device {
  readonly databaseName = newOutboxDatabase();
  outbox!: Outbox;
  constructor(readonly server: FaultyServer) {}
  async open(lock?: DrainLock): Promise<Outbox> {
    const key = await testKey();
    return createOutbox({
      accountId: 7,
      key,
      databaseName: this.databaseName,
      send: this.server.send,
      ...(lock ? { lock } : {}),
    });
  }
}

async function run(device: Device, step: Step, enqueued: string[]): Promise<void> {
  const { server } = device;
  switch (step.op) {
    case 'enqueue': {
      const text = `${step.refused ? 'refuse' : 'record'} ${enqueued.length}`;
      enqueued.push(text);
      await device.outbox.enqueue(diaryInput(text));
      return;
    }
    case 'drain':
      await device.outbox.drain();
      return;
    case 'network':
      server.up = step.up;
      return;
    case 'reload':
      device.outbox.close();
      device.outbox = await device.open();
      return;
    case 'twoTabs': {
      const other = await device.open(noLock);
      await Promise.all([device.outbox.drain(), other.drain()]);
      other.close();
      return;
    }
    default:
      server[step.op] = true;
  }
}

describe('the outbox, as a model', () => {
  it('keeps every record until the server has it once, or the user sees its refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 30 }), async (steps) => {
        const device = new Device(new FaultyServer());
        device.outbox = await device.open();
        const enqueued: string[] = [];
        try {
          for (const step of steps) await run(device, step, enqueued);
          // Back online for good: the drains end once nothing waits.
          Object.assign(device.server, { up: true, endSessionNext: false });
          for (let tries = 0; tries < 5; tries++) {
            if ((await device.outbox.drain()) === 'empty') break;
          }
          const accepted = enqueued.filter((text) => text.startsWith('record'));
          const refused = enqueued.filter((text) => text.startsWith('refuse'));
          expect(device.server.records).toEqual(accepted);
          const kept = await device.open();
          await expect.poll(() => kept.getSnapshot().needsAttention.length).toBe(refused.length);
          const snapshot = kept.getSnapshot();
          kept.close();
          expect(snapshot.waiting).toEqual([]);
          expect(snapshot.needsAttention.map((item) => [item.text, item.refusal?.code])).toEqual(
            refused.map((text) => [text, 'E047']),
          );
        } finally {
          device.outbox.close();
        }
      }),
      { numRuns: 60 },
    );
  });
});
