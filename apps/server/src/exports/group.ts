import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountGroups, customerGroups, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { isGuestAccount, selectedGroupOf, type ScopeCaller } from '../people/scope';
import { birthDateOf } from './guest';
import type { ExportGuest } from './registry';

/** A group an export is about, with its guests by surname and name. */
export interface ExportGroup {
  id: number;
  name: string;
  guests: readonly ExportGuest[];
}

/**
 * The group `groupId` with its guests, once the caller may read it: one of the caller's groups
 * (any for administrators), else 403 E013 (docs/behaviour/exports.md#a-groups-export).
 */
export async function exportGroup(
  db: Database,
  caller: ScopeCaller,
  groupId: number,
): Promise<ExportGroup> {
  const id = await selectedGroupOf(db, caller, groupId);
  const [group] =
    id === null
      ? []
      : await db
          .select({ name: customerGroups.name })
          .from(customerGroups)
          .where(eq(customerGroups.id, id));
  if (id === null || !group) throw new AppError('E013');
  const rows = await db
    .select({
      accountId: personalData.accountId,
      personalDataId: personalData.id,
      name: personalData.name,
      surname: personalData.surname,
      details: personalData.details,
    })
    .from(accountGroups)
    .innerJoin(personalData, eq(personalData.accountId, accountGroups.accountId))
    .where(and(eq(accountGroups.groupId, id), isGuestAccount(accountGroups.accountId)))
    .orderBy(asc(personalData.surname), asc(personalData.name), asc(personalData.id));
  const guests = rows.map(({ details, ...guest }) => ({
    ...guest,
    birthDate: birthDateOf(details),
    facility: group.name,
  }));
  return { id, name: group.name, guests };
}
