import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoFacility } from '../db/seed';
import { seedTranslations } from '../db/seed-i18n';

/** A database of one test file, with the means to throw it away. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL of this file's own PostgreSQL database; undefined on PGlite. */
  databaseUrl: string | undefined;
  cleanup(): Promise<void>;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database without data: a new in-memory PGlite (from the run's migrated template when
 * there is one, else a new cluster in a temp folder), or, when DATABASE_URL is set, a new
 * database with a random name on that PostgreSQL server (dropped on cleanup).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const template = inject('pgliteTemplate');
  if (template) {
    // In memory, from the run's migrated template (see global-setup.ts).
    const handle = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([await readFile(template)]),
    });
    return { handle, databaseUrl: undefined, cleanup: () => handle.close() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'care-server-test-'));
  const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
  return {
    handle,
    databaseUrl: undefined,
    async cleanup() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `template`. */
async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<TestDatabase & { name: string }> {
  const name = `care_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    name,
    handle,
    databaseUrl: url.toString(),
    async cleanup() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The run's migrated and seeded database on the PostgreSQL server (test-support/global-setup.ts),
 * closed so that files can copy it; `drop` removes it.
 */
export async function createSeededPostgresDatabase(
  serverUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const database = await createPostgresDatabase(serverUrl);
  await migrateAndSeed(database.handle);
  await database.handle.close();
  const { name } = database;
  return {
    name,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemoFacility(handle.db);
  await seedTranslations(handle.db);
}

/** This worker's dump of a migrated and seeded PGlite (files share their worker's modules). */
let seededDump: Promise<Blob> | undefined;

async function makeSeededDump(): Promise<Blob> {
  const database = await createTestDatabase();
  try {
    await migrateAndSeed(database.handle);
    const dump = await database.handle.dumpDataDir?.();
    if (!dump) throw new Error('PGlite could not dump its data folder');
    return dump;
  } finally {
    await database.cleanup();
  }
}

/**
 * A fresh database, migrated, with the demo facility and the translations seeded. Seeding (argon2
 * hashes included) took 2–3 s per file on two busy cores: on PGlite the worker's first call seeds
 * one database and keeps its dump, and every later file of that worker loads the dump; on
 * PostgreSQL every file copies the run's seeded template database.
 */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  if (serverUrl && postgresTemplate) return createPostgresDatabase(serverUrl, postgresTemplate);
  if (serverUrl || !inject('pgliteTemplate')) {
    const database = await createTestDatabase();
    await migrateAndSeed(database.handle);
    return database;
  }
  seededDump ??= makeSeededDump();
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await seededDump });
  return { handle, databaseUrl: undefined, cleanup: () => handle.close() };
}
