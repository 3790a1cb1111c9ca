import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

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
  if (serverUrl) {
    const name = `care_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    return {
      handle,
      databaseUrl: url.toString(),
      async cleanup() {
        await handle.close();
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
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
