import type { GuestChartHeader } from '@care/api-client/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServerContext } from '../context';
import { accountGroups, customerAccounts, customerGroups, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { latestVitals } from '../measurement/latest-vitals';
import { isoDateOrNull, text } from './guests';
import { guestScope, isGuestAccount, requireInScope, type ScopeCaller } from './scope';

const doctor = alias(personalData, 'doctor');

/** The guest's first group by id (the one the guest list shows them in), or null. */
async function firstGroupOf(context: ServerContext, accountId: number) {
  const [group] = await context.db
    .select({ id: customerGroups.id, name: customerGroups.name })
    .from(accountGroups)
    .innerJoin(customerGroups, eq(customerGroups.id, accountGroups.groupId))
    .where(eq(accountGroups.accountId, accountId))
    .orderBy(asc(customerGroups.id))
    .limit(1);
  return group ?? null;
}

/**
 * `GET care/api/v1/guest/detail/{personalDataId}/chart-header` (docs/behaviour/guest-chart.md#header):
 * the guest's header facts, read where the detail form stores them (allergies, diet, room and the
 * contact person in `personal_data.details`). Not a guest: 404 E003; a guest outside the caller's
 * groups: 403 E013.
 */
export async function readChartHeader(
  context: ServerContext,
  caller: ScopeCaller,
  personalDataId: number,
): Promise<GuestChartHeader> {
  const [row] = await context.db
    .select({
      person: personalData,
      status: customerAccounts.status,
      doctorName: doctor.name,
      doctorSurname: doctor.surname,
      doctorAccountId: doctor.accountId,
      inScope: guestScope(caller)(customerAccounts.id),
    })
    .from(personalData)
    .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
    .leftJoin(doctor, eq(doctor.accountId, personalData.attendingDoctorAccountId))
    .where(and(eq(personalData.id, personalDataId), isGuestAccount(customerAccounts.id)))
    .limit(1);
  if (!row) throw new AppError('E003');
  requireInScope(row);
  const person = { ...row.person, personalDataId: row.person.id };
  const details = person.details;
  return {
    personalDataId: person.id,
    customerAccountId: person.accountId,
    name: person.name,
    surname: person.surname,
    hasPhoto: text(person.profileImageData) !== null,
    birthDate: isoDateOrNull(details.birthDate),
    status: row.status,
    room: text(details.room),
    group: await firstGroupOf(context, person.accountId),
    allergies: text(details.allergies)?.trim() ?? null,
    diet: text(details.diet),
    mainDiagnoses: person.mainDiagnoses,
    attendingDoctor:
      row.doctorAccountId !== null && row.doctorName !== null && row.doctorSurname !== null
        ? {
            customerAccountId: row.doctorAccountId,
            name: row.doctorName,
            surname: row.doctorSurname,
          }
        : null,
    contact: {
      name: text(details.contactName),
      relation: text(details.contactRelation),
      phone: text(details.contactPhone),
    },
    latestVitals: await latestVitals(context.db, caller, person, context.clock()),
  };
}
