import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createSeededPostgresDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite cluster (absent on the PostgreSQL leg). */
    pgliteTemplate?: string;
    /** A migrated, seeded database of the DATABASE_URL server that files copy (PostgreSQL leg). */
    postgresTemplate?: string;
  }
}

/**
 * Creating a PGlite cluster (its initdb, in WebAssembly) takes 5–20 s on two busy cores; loading
 * a dump takes 1–2 s. So the cluster is created and migrated once per run, dumped to a temp
 * file, and every test file starts its own in-memory database from that dump.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return setupPostgresTemplate(project, process.env.DATABASE_URL);
  const dir = await mkdtemp(join(tmpdir(), 'care-pglite-template-'));
  const file = join(dir, 'template.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data folder');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/**
 * On PostgreSQL, migrating and seeding (argon2 hashes included) took 1–3 s per file: one database
 * is migrated and seeded once per run, and each file's database is a copy of it
 * (`create database … template …`, a file copy on the server).
 */
async function setupPostgresTemplate(
  project: TestProject,
  serverUrl: string,
): Promise<() => Promise<void>> {
  const template = await createSeededPostgresDatabase(serverUrl);
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
