import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { customerAccounts } from '../db/schema';
import { accountChannel } from '../realtime/channels';
import { NOTIFICATION_SOCKET_PATH } from '../realtime/routes';
import { TestSocket } from '../realtime/test-socket';
import { createTestWorld, present, type TestWorld } from './test-app';

/**
 * Two instances of the app on one test database (the real one of the run), as several servers
 * behind one PostgreSQL: `a` answers by inject, `b` also listens (for sockets).
 */
export interface TwoInstances {
  world: TestWorld;
  a: FastifyInstance;
  b: FastifyInstance;
  /** A live socket on B of `username`'s channel, authenticated with `token`. */
  socketOnB(username: string, token: string): Promise<TestSocket>;
  accountIdOf(username: string): Promise<number>;
}

export async function createTwoInstances(): Promise<TwoInstances> {
  const world = await createTestWorld();
  const b = await world.build();
  const bBase = await b.listen({ port: 0, host: '127.0.0.1' });
  const accountIdOf = async (username: string) => {
    const [row] = await world.database.handle.db
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.username, username));
    return present(row).id;
  };
  return {
    world,
    a: world.app,
    b,
    accountIdOf,
    async socketOnB(username, token) {
      const socket = await TestSocket.open(
        `${bBase.replace(/^http/, 'ws')}${NOTIFICATION_SOCKET_PATH}`,
      );
      const channelId = accountChannel(await accountIdOf(username));
      socket.send({ type: 'auth', token, channelId, lastSeq: null });
      await socket.untilReady();
      return socket;
    },
  };
}

/** Two instances for the tests of one file: made before them, closed after them. */
export function twoInstancesForFile(): () => TwoInstances {
  let instances: TwoInstances | undefined;
  beforeAll(async () => {
    instances = await createTwoInstances();
  });
  afterAll(async () => {
    await instances?.world.close();
  });
  return () => present(instances, 'two instances');
}
