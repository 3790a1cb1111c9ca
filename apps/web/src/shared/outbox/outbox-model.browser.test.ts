// A model test of the outbox (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi),
// in Chromium with real IndexedDB and WebCrypto: any sequence of enqueues (entries with files
// among them), drains, network failures, refusals (of an entry, of a file), lost answers,
// duplicate deliveries, session ends, reloads and two tabs draining at once ends with the server
// holding each accepted record and file exactly once, in enqueue order, and every refused one in
// "needs attention" on the device, a refused file named: nothing lost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutbox, type DrainLock, type Outbox } from './outbox-service';
import { diaryWithFiles, FaultyServer, newOutboxDatabase, testKey } from './outbox-test-kit';

type Step =
  /** An entry (refused or not) with files, each refused or not. */
  | { op: 'enqueue'; refused: boolean; files: boolean[] }
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
    arbitrary: fc.record({
      op: fc.constant('enqueue' as const),
      refused: fc.boolean(),
      files: fc.array(fc.boolean(), { maxLength: 3 }),
    }),
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

/** An enqueued entry: its text and its files' names. */
interface Enqueued {
  text: string;
  files: string[];
}

/** What the server must hold, and what must wait refused, once everything could be sent. */
function expected(enqueued: readonly Enqueued[]) {
  const records: string[] = [];
  const refused: [string, string, string | undefined][] = [];
  for (const { text, files } of enqueued) {
    if (text.startsWith('refuse')) {
      refused.push([text, 'E047', undefined]);
      continue;
    }
    records.push(text);
    const stop = files.findIndex((name) => name.startsWith('refuse'));
    const sent = stop === -1 ? files : files.slice(0, stop);
    records.push(...sent.map((name) => `${text}/${name}`));
    if (stop !== -1) refused.push([text, 'E032', files[stop]]);
  }
  return { records, refused };
}

async function run(device: Device, step: Step, enqueued: Enqueued[]): Promise<void> {
  const { server } = device;
  switch (step.op) {
    case 'enqueue': {
      const text = `${step.refused ? 'refuse' : 'record'} ${enqueued.length}`;
      const files = step.files.map((refused, index) => `${refused ? 'refuse' : 'file'}-${index}`);
      enqueued.push({ text, files });
      await device.outbox.enqueue(diaryWithFiles(text, files));
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
        const enqueued: Enqueued[] = [];
        try {
          for (const step of steps) await run(device, step, enqueued);
          // Back online for good: the drains end once nothing waits.
          Object.assign(device.server, { up: true, endSessionNext: false });
          for (let tries = 0; tries < 5; tries++) {
            if ((await device.outbox.drain()) === 'empty') break;
          }
          const { records, refused } = expected(enqueued);
          expect(device.server.records).toEqual(records);
          const kept = await device.open();
          await expect.poll(() => kept.getSnapshot().needsAttention.length).toBe(refused.length);
          const snapshot = kept.getSnapshot();
          kept.close();
          expect(snapshot.waiting).toEqual([]);
          expect(
            snapshot.needsAttention.map((item) => [
              item.text,
              item.refusal?.code,
              item.refusal?.file,
            ]),
          ).toEqual(refused);
        } finally {
          device.outbox.close();
        }
      }),
      { numRuns: 60 },
    );
  });
});
