import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { drizzleClient } from './pglite-client';
import { namedStatementPool } from './postgres-client';
import { roundTripLogger } from './round-trips';
import * as schema from './schema';

/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Which engine serves the data: reported by `GET /api/health`. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database with the means to migrate and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations (./drizzle); safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as an uncompressed tar (tests start from such a dump). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL: use node-postgres. Otherwise the embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; `memory://` keeps the database in memory. */
  dataDir: string;
  /** Told about errors of idle PostgreSQL connections (they must not crash the process). */
  onPoolError?: (error: Error) => void;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (tests). */
  loadDataDir?: Blob;
}

/** Any number: this process's key for the migration advisory lock. */
const MIGRATION_LOCK_KEY = 7_310_426_001;

/** Opens the embedded PGlite (default) or a PostgreSQL pool when `databaseUrl` is set. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzleNodePg({
      client: namedStatementPool(pool),
      schema,
      logger: roundTripLogger,
    });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several instances may start together: one migrates, the others wait for the lock.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) {
    // PGlite creates the data folder itself, but not its parents.
    await mkdir(dirname(options.dataDir), { recursive: true });
  }
  const lock = inMemory ? undefined : await lockDataDir(options.dataDir);
  const client = new PGlite(
    options.dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  try {
    await client.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client: drizzleClient(client), schema, logger: roundTripLogger });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    async close() {
      await client.close();
      await lock?.release();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** A trivial round trip, for the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
