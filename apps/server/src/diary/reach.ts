import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];
import { diaryEntries } from '../db/schema';
import { requireModuleFlag } from '../modules/flags';
import { AppError } from '../errors/app-error';
import { guestScope } from '../people/scope';
import { diaryGuest, scopeCaller, type DiaryCaller, type DiaryGuest } from './access';

/**
 * The entries a caller reaches (docs/behaviour/diary.md#who-may-do-what): a guest their own,
 * staff those of the guests of their groups.
 */

/** SQL on `diary_entries`: the caller may reach the entry's guest. */
export function reachableEntries(caller: DiaryCaller): SQL {
  const scoped = scopeCaller(caller);
  if (scoped.role === 'RA_GUEST') return eq(diaryEntries.guestAccountId, caller.accountId);
  return guestScope(scoped)(diaryEntries.guestAccountId);
}

/**
 * The guest of entry `id`, when the caller may reach it. A missing entry is 403 E013, the same
 * answer as an entry of a guest the caller may not reach: nobody learns which ids exist.
 */
export async function entryGuest(db: Database, caller: DiaryCaller, id: number) {
  const [entry] = await db
    .select({ guestAccountId: diaryEntries.guestAccountId })
    .from(diaryEntries)
    .where(eq(diaryEntries.id, id));
  if (!entry) throw new AppError('E013');
  const guest: DiaryGuest = await diaryGuest(db, caller, { account: entry.guestAccountId });
  return guest;
}

/** 403 E013 unless the caller's permission map grants `diary.<flag>` (null map: every flag). */
export async function requireDiaryFlag(db: Database, accountId: number, flag: string) {
  await requireModuleFlag(db, accountId, 'diary', flag);
}

/** Entry `id`, locked for the rest of the transaction (403 E013 when there is none). */
export async function lockEntry(tx: Executor, id: number) {
  const [entry] = await tx.select().from(diaryEntries).where(eq(diaryEntries.id, id)).for('update');
  if (!entry) throw new AppError('E013');
  return entry;
}
