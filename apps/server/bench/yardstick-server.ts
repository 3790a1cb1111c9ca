/**
 * The yardstick of `pnpm bench:api`: a bare Fastify route that answers a constant, without a
 * logger, forked beside the real server and measured in the same run. What the machine gives at
 * that moment: the real routes are reported as a ratio to it.
 */
import Fastify from 'fastify';
import { serveBench } from './bench-child';

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  serveBench({ port }, () => app.close());
}

void main();
