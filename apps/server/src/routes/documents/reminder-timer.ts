import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { sendExpiryReminders, type DocumentSettings } from '../../documents/reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one expiry-reminder pass now (the timer runs it too); how many documents it reminded. */
    runDocumentReminders(): Promise<number>;
  }
}

/** How long after start-up the first expiry-reminder pass runs. */
const STARTUP_PASS_DELAY_MS = 15_000;

/** Decorates `runDocumentReminders`, and runs it every `settings.reminderIntervalMs` (0: never). */
export function scheduleDocumentReminders(
  app: FastifyInstance,
  context: ServerContext,
  settings: DocumentSettings,
): void {
  const { db, clock, notifications } = context;
  const runReminders = () =>
    sendExpiryReminders({
      db,
      notifications,
      clock,
      reminderDays: settings.reminderDays,
      log: app.log,
    });
  app.decorate('runDocumentReminders', runReminders);
  if (settings.reminderIntervalMs > 0) {
    let running: Promise<unknown> = Promise.resolve();
    const pass = () => {
      running = runReminders().then(
        (reminded) => {
          if (reminded > 0) app.log.info({ reminded }, 'expiry reminders sent');
        },
        (error: unknown) => app.log.error({ err: error }, 'expiry reminders failed'),
      );
    };
    const timer = setInterval(pass, settings.reminderIntervalMs);
    timer.unref();
    // A first pass soon after start-up, so a restart does not delay reminders by an interval.
    // Not under test (unit and end-to-end runs): there the tests call runDocumentReminders.
    const first =
      context.config.nodeEnv === 'test' ? undefined : setTimeout(pass, STARTUP_PASS_DELAY_MS);
    first?.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      if (first) clearTimeout(first);
      await running;
    });
  }
}
