import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';

let parent: string;
let dataDir: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'care-lock-'));
  dataDir = join(parent, 'pglite');
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('one server per data folder', () => {
  it('refuses a second lock while the first is held, and gives it once released', async () => {
    const first = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `open in another Care server (process ${process.pid})`,
    );
    await first.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const second = await lockDataDir(dataDir);
    await second.release();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    writeFileSync(`${dataDir}.lock`, String(endedPid()));
    const lock = await lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await lock.release();
  });

  it('a server does not open a folder another running server has open', async () => {
    // The test runner's parent process runs: it stands for the other server.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `open in another Care server (process ${process.ppid})`,
    );
    // PGlite never touched the folder.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('holds the lock while the database is open and lets it go when it closes', async () => {
    const database = await openDatabase({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir })).rejects.toThrow('open in another Care server');
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
