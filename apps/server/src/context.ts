import type { PasswordVerifier } from './auth/passwords';
import type { SessionStore } from './auth/sessions';
import type { SignInThrottle } from './auth/sign-in-throttle';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { ExportRegistry } from './exports/registry';
import type { Router } from './http/router';
import type { NotificationHub } from './realtime';

/** What route modules get from `buildApp`: no module reaches for globals. */
export interface ServerContext {
  config: Config;
  db: Database;
  databaseKind: DatabaseKind;
  sessions: SessionStore;
  passwords: PasswordVerifier;
  signInThrottle: SignInThrottle;
  router: Router;
  clock: () => Date;
  /** Live notifications: `publish(channel, name, payload)`, `disconnectSession/Account`. */
  notifications: NotificationHub;
  /** The care modules' export types (`register`), served by `GET /api/exports/:type`. */
  exports: ExportRegistry;
}
