import { envelope } from '@care/api-client/schemas';
import { z } from 'zod';
import type { Config } from '../config';
import type { SessionStore } from '../auth/sessions';
import { SIGNED_IN, type Router } from './router';

/** Where the end-to-end tests move the server's time forward. */
export const TEST_CLOCK_PATH = '/api/__test__/clock';
/** Where an end-to-end test ends its own session's idle time. */
export const TEST_SESSION_EXPIRY_PATH = '/api/__test__/session/expire';

/** The server's time source, with an offset the end-to-end tests can move forward. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** A clock `base` plus an offset that only grows. */
export function createTestClock(base: () => Date): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}

/** Whether the test clock route exists: with the fault hooks, never in production. */
export function testClockEnabled(config: Pick<Config, 'faultsEnabled' | 'nodeEnv'>): boolean {
  return config.faultsEnabled && config.nodeEnv !== 'production';
}

/** `POST /api/__test__/clock` body: how far to move the server's time forward. */
const advanceSchema = z.object({
  /** At most a year at a time. */
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 60 * 60_000),
});

/**
 * `POST /api/__test__/clock`: moves the time of sessions, throttles and notifications forward, so
 * an end-to-end test sees a token's grace period or an idle session end without waiting for it.
 * Only where `testClockEnabled` (FAULTS_ENABLED=1 outside production).
 */
export function installTestClock(router: Router, clock: TestClock): void {
  router.add({
    method: 'POST',
    url: TEST_CLOCK_PATH,
    summary: 'Test only: move the server’s time forward',
    description:
      'Exists only with FAULTS_ENABLED=1 and NODE_ENV other than production. Moves the time ' +
      'the server reads for sessions, sign-in throttling and notifications `advanceMs` forward ' +
      'and answers the new time. Per server instance, kept in memory.',
    tags: ['test'],
    auth: false,
    body: advanceSchema,
    response: envelope(z.string()),
    example: { body: { advanceMs: 0 } },
    async handler({ body }) {
      clock.advance(body.advanceMs);
      return { data: clock.now().toISOString() };
    },
  });
}

/**
 * `POST /api/__test__/session/expire`: the caller's own session (its bearer token) reaches its
 * idle expiry now, as if its idle minutes had passed, without moving the clock every other
 * session reads. Same gate as the test clock.
 */
export function installTestSessionExpiry(router: Router, sessions: SessionStore): void {
  router.add({
    method: 'POST',
    url: TEST_SESSION_EXPIRY_PATH,
    summary: 'Test only: end the caller’s session’s idle time now',
    description:
      'Exists only with FAULTS_ENABLED=1 and NODE_ENV other than production. The session of ' +
      'the presented token expires now: its tokens stop working, as after its idle minutes. ' +
      'Other sessions and the server’s clock are untouched.',
    tags: ['test'],
    auth: true,
    access: SIGNED_IN,
    rotateToken: false,
    response: envelope(z.literal(true)),
    example: {},
    async handler({ session }) {
      await sessions.expireNow(session.sessionId);
      return { data: true as const };
    },
  });
}
