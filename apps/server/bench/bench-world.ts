/**
 * What the server benchmarks share: the real app on an in-memory PGlite (migrated, seeded with
 * the demo facility and its texts), and timed calls as the demo nurse, following the session
 * token's rotations. Benchmarks measure; nothing fails on a figure.
 */
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createSessionStore } from '../src/auth/sessions';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { customerAccounts } from '../src/db/schema';
import { seedDemoFacility } from '../src/db/seed';
import { seedTranslations } from '../src/db/seed-i18n';
import { testConfig } from '../src/test-support/test-app';

/** A seeded database; `start()` builds the app on it once the benchmark's rows are in. */
export interface BenchWorld {
  database: DatabaseHandle;
  nurseId: number;
  /** Builds the app and signs the nurse in; answers `call`, which times one GET. */
  start(): Promise<(url: string) => Promise<{ ms: number; response: LightMyRequestResponse }>>;
  close(): Promise<void>;
}

/** Opens the benchmark's database with the demo facility. */
export async function openBenchWorld(): Promise<BenchWorld> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDemoFacility(database.db);
  await seedTranslations(database.db);
  const [nurse] = await database.db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, 'nurse'));
  const nurseId = nurse?.id ?? 0;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  return {
    database,
    nurseId,
    async start() {
      const built = await buildApp({ config: testConfig(), database, logger: false });
      app = built;
      const sessions = createSessionStore(
        database.db,
        { idleMs: 3_600_000, rememberMeIdleMs: 3_600_000, graceMs: 30_000 },
        () => new Date(),
      );
      let { token } = await sessions.create(nurseId, false);
      return async (url) => {
        const started = performance.now();
        const response = await built.inject({ url, headers: { authorization: `Bearer ${token}` } });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        token = /^Bearer (.+)$/.exec(String(response.headers.authorization))?.[1] ?? token;
        return { ms, response };
      };
    },
    async close() {
      await app?.close();
      await database.close();
    },
  };
}

/** Runs `main`, printing a failure and setting the exit code. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
