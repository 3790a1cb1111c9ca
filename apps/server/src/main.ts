import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/demo-accounts';
import { seedDemoFacility } from './db/seed';
import { seedActivities } from './db/seed-activities';
import { seedDiary } from './db/seed-diary';
import { seedMeasurements } from './db/seed-measurements';
import { seedTranslations } from './db/seed-i18n';
import { keepStatisticsFresh } from './db/statistics';

/** Prints where to go and whom to sign in as. */
function banner(url: string, database: string, webBuilt: boolean): string {
  const rows = DEMO_ACCOUNTS.map((a) => [a.username, a.password, a.role, `${a.name} ${a.surname}`]);
  const header = ['username', 'password', 'role', 'name'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd();
  return [
    '',
    `Care is running at ${url}`,
    `  API docs: ${url}/docs    database: ${database}`,
    webBuilt ? '' : '  (the web app is not built: run `pnpm --filter @care/web build`)',
    'Demo accounts:',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
  ].join('\n');
}

/** The logger: readable lines for a person (LOG_FORMAT=pretty), JSON lines for a collector. */
function loggerFor(config: Config): FastifyServerOptions['logger'] {
  if (config.logFormat === 'json') return { level: config.logLevel };
  return {
    level: config.logLevel,
    stream: pretty({
      colorize: process.stdout.isTTY,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
    }),
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => console.error('[care] idle database connection failed:', error.message),
  });
  await database.migrate();
  const seeded = {
    ...(await seedDemoFacility(database.db)),
    ...(await seedTranslations(database.db)),
    // The demo diary: here, not in the facility seed, so the server tests' databases stay small.
    diaryEntriesCreated: await seedDiary(database.db),
    // After the diary: its seed stays away from a diary with any entry, and this one writes some.
    activitiesCreated: await seedActivities(database.db),
    readingsCreated: await seedMeasurements(database.db),
  };
  const app = await buildApp({ config, database, logger: loggerFor(config) });
  const stopStatistics = await keepStatisticsFresh(database, (error) =>
    app.log.error({ err: error }, 'the database statistics could not be refreshed'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopStatistics();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where =
    database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info({ ...seeded, database: database.kind, startupMs: Date.now() - started }, 'ready');
  process.stdout.write(
    banner(`http://localhost:${port}`, where, existsSync(join(config.webDist, 'index.html'))),
  );
}

main().catch((error: unknown) => {
  console.error('[care] the server could not start:', error);
  process.exit(1);
});
