import { z } from 'zod';
import type { Config } from '../config';

/** Timing and retention of the notification hub; tests shorten the timings. */
export interface NotificationHubTimings {
  /** How long a new connection has to send its `auth` frame (default 5 s). */
  authTimeoutMs: number;
  /**
   * Heartbeat interval (default 30 s): a connection silent for half an interval is pinged (a
   * WebSocket ping frame, which browsers answer by themselves); silent for more than two
   * intervals, it is terminated.
   */
  heartbeatIntervalMs: number;
  /**
   * How often the sessions behind open connections are checked again (default 30 s): a session
   * revoked on another instance, expired while idle, or of an account no longer admitted closes
   * its sockets with 4401.
   */
  sessionCheckIntervalMs: number;
  /** How long notifications are kept for replay (default 7 days). */
  retentionMs: number;
  /** How many notifications per channel are kept for replay (default 500). */
  retentionPerChannel: number;
  /** How often notifications older than `retentionMs` are deleted from every channel (1 hour). */
  sweepIntervalMs: number;
}

/** The defaults of `NotificationHubTimings`. */
export const NOTIFICATION_HUB_DEFAULTS: NotificationHubTimings = {
  authTimeoutMs: 5_000,
  heartbeatIntervalMs: 30_000,
  sessionCheckIntervalMs: 30_000,
  retentionMs: 7 * 24 * 60 * 60_000,
  retentionPerChannel: 500,
  sweepIntervalMs: 60 * 60_000,
};

/** What the hub's routes need to know besides the timings. */
export interface NotificationSettings extends NotificationHubTimings {
  /**
   * Page origins allowed to open the socket besides the server's own (`https://care.example`),
   * for a web app served from another origin. Browsers always send `Origin` on a WebSocket.
   */
  allowedOrigins: readonly string[];
  /** `POST /api/__test__/notifications` exists (never in production). */
  testPublish: boolean;
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of (value ?? '').split(',')) {
      const text = item.trim();
      if (text === '') continue;
      let url: URL | undefined;
      try {
        url = new URL(text);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text) {
        ctx.addIssue({
          code: 'custom',
          message: `"${text}" is not an origin (scheme://host[:port])`,
        });
        continue;
      }
      origins.push(url.origin);
    }
    return origins;
  });

const envSchema = z.object({
  NOTIFICATIONS_ALLOWED_ORIGINS: originList,
  NOTIFICATIONS_TEST_PUBLISH: flag,
});

/**
 * The hub's settings: `NOTIFICATIONS_ALLOWED_ORIGINS` (comma-separated origins) and
 * `NOTIFICATIONS_TEST_PUBLISH=1` from `env`, the test route also with the configuration's
 * `FAULTS_ENABLED`, and never in production. Throws an Error naming an invalid variable.
 */
export function notificationSettings(
  config: Pick<Config, 'nodeEnv' | 'faultsEnabled'>,
  env: NodeJS.ProcessEnv,
  timings: Partial<NotificationHubTimings> = {},
): NotificationSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  return {
    ...NOTIFICATION_HUB_DEFAULTS,
    ...timings,
    allowedOrigins: parsed.data.NOTIFICATIONS_ALLOWED_ORIGINS,
    testPublish:
      config.nodeEnv !== 'production' &&
      (config.faultsEnabled || parsed.data.NOTIFICATIONS_TEST_PUBLISH),
  };
}
