import { join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot, serverPackageRoot } from './paths';

/** An empty variable counts as unset (`DATABASE_URL= pnpm start`). */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A timeout in whole seconds, 1 s to 1 hour. */
const seconds = (fallback: number) => z.coerce.number().int().min(1).max(3600).default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: optionalString,
  WEB_DIST: optionalString,
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SIGN_IN_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SIGN_IN_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  SIGN_IN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(10),
  SIGN_IN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  SIGN_IN_MAX_DELAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  SIGN_IN_FORGET_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(24),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100 * 365)
    .default(365),
  AUDIT_PURGE_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  TRUST_PROXY: booleanFlag,
  VERSION: optionalString,
  CSP_REPORTS_EXPOSED: booleanFlag,
  FAULTS_ENABLED: booleanFlag,
  HEADERS_TIMEOUT_SECONDS: seconds(10),
  REQUEST_TIMEOUT_SECONDS: seconds(60),
  CONNECTION_TIMEOUT_SECONDS: seconds(75),
});

/** The server's configuration, read once from the environment by `loadConfig`. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Absolute folder of the embedded PGlite database. */
  dataDir: string;
  /** Absolute folder of the built web app (Vite's dist). */
  webDist: string;
  sessionIdleMinutes: number;
  /** Idle lifetime of a session signed in with "remember me". */
  sessionRememberDays: number;
  /** Sign-in attempts allowed per minute from one client address (in memory, per instance). */
  signInMaxPerMinute: number;
  /**
   * Consecutive failed sign-ins of one username from one client address before each further
   * attempt waits (counted in the database, so shared by every instance).
   */
  signInFreeFailures: number;
  /**
   * The same for a username from every address together; its wait holds back only addresses
   * that have themselves failed for that username.
   */
  signInAccountFreeFailures: number;
  /** The first wait; each further failure doubles it, up to `signInMaxDelayMinutes`. */
  signInFirstDelaySeconds: number;
  signInMaxDelayMinutes: number;
  /** Failure counts are forgotten after this many hours without a failure. */
  signInForgetHours: number;
  /** Audit rows older than this are purged. */
  auditRetentionDays: number;
  /** How often the audit purge runs (0: never; tests call it directly). */
  auditPurgeIntervalMinutes: number;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * `pretty`: readable lines, no line per request (a person running Care); `json`: one JSON line
   * per event and per request (a log collector). LOG_FORMAT; default json in production, else pretty.
   */
  logFormat: 'pretty' | 'json';
  /** Trust X-Forwarded-* headers (behind a reverse proxy that terminates TLS). */
  trustProxy: boolean;
  /** Overrides the version served at /meta.json. */
  version: string | undefined;
  /**
   * `GET /api/csp-report` lists the collected CSP violation reports: always outside production,
   * in production only with CSP_REPORTS_EXPOSED=1 (for an end-to-end run of the production build).
   */
  cspReportsExposed: boolean;
  /** Test fault hooks (`/api/__test__/faults`): FAULTS_ENABLED=1 and NODE_ENV other than production. */
  faultsEnabled: boolean;
  /** Time a client has to send a request's headers (Node's `headersTimeout`), in ms. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included (`requestTimeout`): then 408. */
  requestTimeoutMs: number;
  /** Time a connection may stay silent both ways before it is closed (`connectionTimeout`). */
  connectionTimeoutMs: number;
}

/** Parses the environment; throws an Error naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A stalled body must meet the request timeout (408) before the silent connection is dropped.
  if (
    e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS ||
    e.REQUEST_TIMEOUT_SECONDS >= e.CONNECTION_TIMEOUT_SECONDS
  ) {
    throw new Error(
      'invalid environment:\n  HEADERS_TIMEOUT_SECONDS <= REQUEST_TIMEOUT_SECONDS < CONNECTION_TIMEOUT_SECONDS is required',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? resolve(e.DATA_DIR) : join(repoRoot(), '.data', 'pglite'),
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : resolve(serverPackageRoot(), '..', 'web', 'dist'),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionRememberDays: e.SESSION_REMEMBER_DAYS,
    signInMaxPerMinute: e.SIGN_IN_MAX_PER_MINUTE,
    signInFreeFailures: e.SIGN_IN_FREE_FAILURES,
    signInAccountFreeFailures: e.SIGN_IN_ACCOUNT_FREE_FAILURES,
    signInFirstDelaySeconds: e.SIGN_IN_FIRST_DELAY_SECONDS,
    signInMaxDelayMinutes: e.SIGN_IN_MAX_DELAY_MINUTES,
    signInForgetHours: e.SIGN_IN_FORGET_HOURS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    auditPurgeIntervalMinutes: e.AUDIT_PURGE_INTERVAL_MINUTES,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
    trustProxy: e.TRUST_PROXY,
    version: e.VERSION,
    cspReportsExposed: e.NODE_ENV !== 'production' || e.CSP_REPORTS_EXPOSED,
    // Never in production, whatever the environment says.
    faultsEnabled: e.FAULTS_ENABLED && e.NODE_ENV !== 'production',
    headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_SECONDS * 1000,
  };
}
