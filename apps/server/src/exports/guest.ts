import { STAFF_ROLES } from '@care/api-client/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountGroups, customerGroups, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { requireAccountInScope, type ScopeCaller } from '../people/scope';
import { authorizeTarget, type TargetRule } from '../people/targets';
import type { ExportGuest } from './registry';

/**
 * Who may export a guest's records: staff, on a guest (anyone else is "no such guest", 404 E017),
 * within the caller's group scope (403 E013), as for the guest's history.
 */
export const EXPORT_TARGET_RULE: TargetRule = {
  others: STAFF_ROLES,
  self: 'likeOthers',
  ranked: false,
  missing: 'E017',
};

/** The guest of `personalDataId` with what the PDF's header shows, once the caller may read it. */
export async function exportGuest(
  db: Database,
  caller: ScopeCaller,
  personalDataId: number,
): Promise<ExportGuest> {
  const target = await authorizeTarget(db, caller, { personalDataId }, EXPORT_TARGET_RULE);
  if (target.role !== 'RA_GUEST') throw new AppError('E017');
  await requireAccountInScope(db, caller, target.accountId);
  const [person] = await db
    .select({
      name: personalData.name,
      surname: personalData.surname,
      details: personalData.details,
    })
    .from(personalData)
    .where(eq(personalData.id, personalDataId));
  if (!person) throw new AppError('E017');
  const groups = await db
    .select({ name: customerGroups.name })
    .from(accountGroups)
    .innerJoin(customerGroups, eq(customerGroups.id, accountGroups.groupId))
    .where(eq(accountGroups.accountId, target.accountId))
    .orderBy(asc(customerGroups.id));
  return {
    accountId: target.accountId,
    personalDataId,
    name: person.name,
    surname: person.surname,
    birthDate: birthDateOf(person.details),
    facility: groups.map((group) => group.name).join(', '),
  };
}

/** The day of birth the detail form recorded, when it is a day (`YYYY-MM-DD`). */
export function birthDateOf(details: Readonly<Record<string, unknown>>): string | null {
  const day = details.birthDate;
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}
