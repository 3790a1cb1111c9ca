import { readFile, unlink, writeFile } from 'node:fs/promises';

/**
 * The lock of a PGlite data folder: `<folder>.lock` beside it, holding the pid of the server that
 * has the folder open (apps/server/README.md#one-server-per-data-folder). PGlite takes no lock of its
 * own, and two servers writing one folder leave it unreadable: the second refuses to start.
 */
export interface DataDirLock {
  release(): Promise<void>;
}

/** True when a process with this pid runs (one of another user's counts). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names, or null when it names none (being written, or damaged). */
async function holderOf(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes the lock of `dataDir` for this process, or throws when another running process holds
 * it. A lock left by a process that no longer runs (a crash, a power cut) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = `${dataDir}.lock`;
  const release = () => unlink(file).catch(() => undefined);
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
    return { release };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = await holderOf(file);
  // This process too: two handles of one folder in one process damage it as two servers do.
  if (holder === null || running(holder)) {
    throw new Error(
      `the data folder ${dataDir} is open in another Care server` +
        `${holder === null ? '' : ` (process ${holder})`}: stop it first, or, if none runs, ` +
        `delete ${file}`,
    );
  }
  await writeFile(file, String(process.pid));
  return { release };
}
