import type {
  FieldDefinition,
  FormValue,
  FormValues,
  PersonDetail,
} from '@care/api-client/schemas';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { customerAccounts, customerRoles, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { writableValues } from './form-values';
import { PERSON_DETAIL_FIELDS, PERSON_DETAIL_STRUCTURE } from './detail-structure';
import { isColumnField } from './structures';
import { guestScope, requireInScope, type ScopeCaller } from './scope';

/**
 * The detail form's fields as of today (dates never in the future); every field read-only for
 * a caller who may read people but not change them.
 */
export function detailFields(context: ServerContext, editable: boolean): FieldDefinition[] {
  const today = context.clock().toISOString().slice(0, 10);
  return PERSON_DETAIL_FIELDS.map((field) => ({
    ...field,
    ...(field.type === 'DATE' ? { max: today } : {}),
    ...(editable ? {} : { readOnly: true }),
  }));
}

/** `GET …/structure/{code}`: the detail form's structure; another code is 404 E003. */
export function detailStructure(
  context: ServerContext,
  code: string,
  editable: boolean,
): FieldDefinition[] {
  if (code !== PERSON_DETAIL_STRUCTURE) throw new AppError('E003');
  return detailFields(context, editable);
}

/** `GET …/specific-personal-data/{personalDataId}`: the person, their role and form values. */
export async function readPersonDetail(
  context: ServerContext,
  caller: ScopeCaller,
  personalDataId: number,
): Promise<PersonDetail> {
  const [row] = await context.db
    .select({
      person: personalData,
      account: customerAccounts,
      inScope: guestScope(caller)(customerAccounts.id),
    })
    .from(personalData)
    .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
    .where(eq(personalData.id, personalDataId))
    .limit(1);
  if (!row) throw new AppError('E003');
  requireInScope(row);
  const { person, account } = row;
  const [role] = await context.db
    .select({ role: customerRoles.role })
    .from(customerRoles)
    .where(eq(customerRoles.accountId, account.id))
    .orderBy(asc(customerRoles.id))
    .limit(1);
  const values: FormValues = {};
  for (const field of PERSON_DETAIL_FIELDS) {
    const value = isColumnField(field.fieldName)
      ? person[field.fieldName]
      : person.details[field.fieldName];
    if (value !== undefined && value !== null) values[field.fieldName] = value;
  }
  return {
    personalDataDto: {
      personalDataId: person.id,
      customerAccountId: account.id,
      name: person.name,
      surname: person.surname,
      email: person.email,
      profileImageData: person.profileImageData,
      identifierCode: person.identifierCode,
      status: account.status,
      credentialGenerated: account.credentialGenerated,
    },
    roleIdentifier: role?.role ?? null,
    values,
  };
}

/** A unique-constraint violation (on PGlite and node-postgres alike). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * `PUT …/specific-personal-data/{personalDataId}`: saves the detail form, all or nothing: every
 * value is checked first (E012, E015, E016; anything outside the form's writable fields is
 * ignored), then one update under the row's lock. An identifier code is stored in capitals and
 * must be unique (E019).
 */
export async function updatePersonDetail(
  context: ServerContext,
  caller: ScopeCaller,
  personalDataId: number,
  values: Readonly<Record<string, FormValue>>,
): Promise<void> {
  const changes = writableValues(detailFields(context, true), values);
  try {
    await context.db.transaction(async (tx) => {
      const [person] = await tx
        .select({
          ...getTableColumns(personalData),
          inScope: guestScope(caller)(personalData.accountId),
        })
        .from(personalData)
        .where(eq(personalData.id, personalDataId))
        .for('update');
      if (!person) throw new AppError('E003');
      requireInScope(person);
      const text = (fieldName: string): string | null => {
        const value = changes.get(fieldName);
        return typeof value === 'string' ? value : null;
      };
      // Cleared fields leave `details`; the others take their new value.
      const details = Object.fromEntries(
        [...Object.entries(person.details), ...changes.entries()].filter(
          ([fieldName]) => !isColumnField(fieldName),
        ),
      );
      const kept = Object.fromEntries(
        Object.entries(details).filter(([, value]) => value !== null),
      );
      await tx
        .update(personalData)
        .set({
          name: text('name') ?? person.name,
          surname: text('surname') ?? person.surname,
          email: changes.has('email') ? text('email') : person.email,
          identifierCode: changes.has('identifierCode')
            ? (text('identifierCode')?.toUpperCase() ?? null)
            : person.identifierCode,
          description: changes.has('description') ? text('description') : person.description,
          details: kept,
          updatedAt: context.clock(),
        })
        .where(eq(personalData.id, person.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('E019');
    throw error;
  }
}
