import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/*
 * Database round trips per request (docs/performance.md#round-trips): every statement Drizzle
 * sends is counted against the request it runs for. A transaction's begin and commit are not
 * counted (PGlite sends them itself, node-postgres through Drizzle): the count is the same on
 * both engines, so a test can assert it for the hot routes and a regression fails.
 */

interface RoundTrips {
  count: number;
}

const scope = new AsyncLocalStorage<RoundTrips>();
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/** Drizzle's logger: counts each statement for the request under way, if any. */
export const roundTripLogger: Logger = {
  logQuery(query) {
    const counter = scope.getStore();
    if (counter && !TRANSACTION_CONTROL.test(query)) counter.count += 1;
  },
};

/** The response header that carries a request's count (outside production only). */
export const ROUND_TRIPS_HEADER = 'x-care-db-round-trips';

/** Counts each request's statements and answers the count in `ROUND_TRIPS_HEADER`. */
export function installRoundTripCounter(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    scope.run({ count: 0 }, done);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const counter = scope.getStore();
    if (counter) reply.header(ROUND_TRIPS_HEADER, String(counter.count));
    return payload;
  });
}
