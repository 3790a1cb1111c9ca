import {
  PASSWORD_MAX_LENGTH,
  type FieldDefinition,
  type FormValue,
  type ProfileImage,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { sniffMimeType } from '../documents/mime';
import { customerAccounts, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { MAX_PROFILE_IMAGE_BYTES } from '../http/router';
import { writableValues, type StoredValue } from './form-values';
import { MY_INFO_FIELDS, isColumnField } from './structures';

/** The image types a profile photo may have, recognised from its bytes. */
const PHOTO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type PersonRow = typeof personalData.$inferSelect;

function storedValueOf(person: PersonRow, fieldName: string): StoredValue {
  if (isColumnField(fieldName)) return person[fieldName] ?? null;
  return person.details[fieldName] ?? null;
}

async function personOf(context: ServerContext, accountId: number): Promise<PersonRow> {
  const [person] = await context.db
    .select()
    .from(personalData)
    .where(eq(personalData.accountId, accountId))
    .limit(1);
  if (!person) throw new AppError('E003');
  return person;
}

/** The profile form's fields as of today (a birth date is never in the future). */
function myInfoFields(context: ServerContext): FieldDefinition[] {
  const today = context.clock().toISOString().slice(0, 10);
  return MY_INFO_FIELDS.map((field) =>
    field.fieldName === 'birthDate' ? { ...field, max: today } : { ...field },
  );
}

/**
 * `GET personal/structure/MY_INFO_EDIT/`: the profile form's field definitions, each with the
 * caller's current `value` (the form shows them in view mode first).
 */
export async function readMyInfoStructure(
  context: ServerContext,
  accountId: number,
): Promise<FieldDefinition[]> {
  const person = await personOf(context, accountId);
  return myInfoFields(context).map((field) => {
    const value = storedValueOf(person, field.fieldName);
    return value === null ? field : { ...field, value };
  });
}

/**
 * Re-authentication: `currentPassword` must be the account's password (argon2-verified, as at
 * sign-in), else 403 E035. Guards what would let a stolen session take the account over.
 */
async function requireCurrentPassword(
  context: ServerContext,
  executor: Pick<ServerContext['db'], 'select'>,
  accountId: number,
  currentPassword: string | undefined,
): Promise<void> {
  const [account] = await executor
    .select({ passwordHash: customerAccounts.passwordHash })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId))
    .limit(1);
  const given = currentPassword ?? '';
  const fits = given.length > 0 && given.length <= PASSWORD_MAX_LENGTH;
  // Verified even when nothing fits, so that a missing password answers as slowly as a wrong one.
  const matches = await context.passwords.verify(fits ? account?.passwordHash : null, given);
  if (!fits || !matches) throw new AppError('E035');
}

/**
 * `PUT personal/myInfo`: saves the profile form's values in one statement under the row's lock.
 * Only the form's writable fields are taken (see `writableValues`); nothing else of the account
 * (status, role, credentials, photo) can change through it. A new e-mail address (where the
 * forgotten-password mail goes) needs `currentPassword` too (403 E035); the same address sent
 * again does not.
 */
export async function updateMyInfo(
  context: ServerContext,
  accountId: number,
  values: Readonly<Record<string, FormValue>>,
  currentPassword?: string,
): Promise<void> {
  const changes = writableValues(myInfoFields(context), values);
  await context.db.transaction(async (tx) => {
    const [person] = await tx
      .select()
      .from(personalData)
      .where(eq(personalData.accountId, accountId))
      .for('update');
    if (!person) throw new AppError('E003');
    const text = (fieldName: string): string | null | undefined => {
      if (!changes.has(fieldName)) return undefined;
      const value = changes.get(fieldName);
      return typeof value === 'string' ? value : null;
    };
    // Cleared fields leave `details`; the others take their new value.
    const details = Object.fromEntries(
      [...Object.entries(person.details), ...changes.entries()].filter(
        ([fieldName]) => !isColumnField(fieldName),
      ),
    );
    const kept = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== null));
    const email = changes.has('email') ? (text('email') ?? null) : person.email;
    if (email !== person.email) {
      await requireCurrentPassword(context, tx, accountId, currentPassword);
    }
    // Name and surname are required: `writableValues` never lets them through empty.
    await tx
      .update(personalData)
      .set({
        name: text('name') ?? person.name,
        surname: text('surname') ?? person.surname,
        email,
        description: changes.has('description') ? text('description') : person.description,
        details: kept,
        updatedAt: context.clock(),
      })
      .where(eq(personalData.id, person.id));
  });
}

/**
 * Decodes and checks a profile photo: base64 without a data-URL prefix (a prefix is removed
 * first), at most `MAX_PROFILE_IMAGE_BYTES`, and an image by its bytes (PNG, JPEG, GIF, WebP),
 * whatever its name says. E016 for text that is not base64, E015 when too large, E032 otherwise.
 */
export async function checkedProfileImage(
  image: ProfileImage,
): Promise<{ data: string; name: string }> {
  const data = image.profileImageData.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64.test(data)) {
    throw new AppError('E016', { status: 400 });
  }
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > MAX_PROFILE_IMAGE_BYTES) throw new AppError('E015');
  const type = await sniffMimeType(bytes);
  if (!type || !PHOTO_TYPES.has(type)) throw new AppError('E032');
  return { data, name: image.profileImageName.trim() || 'photo' };
}

/** Sets (`image`) or removes (`null`) the profile photo of an account. */
export async function setProfileImage(
  context: ServerContext,
  accountId: number,
  image: ProfileImage | null,
): Promise<void> {
  const checked = image ? await checkedProfileImage(image) : null;
  const updated = await context.db
    .update(personalData)
    .set({
      profileImageData: checked?.data ?? null,
      profileImageName: checked?.name ?? null,
      updatedAt: context.clock(),
    })
    .where(eq(personalData.accountId, accountId))
    .returning({ id: personalData.id });
  if (updated.length === 0) throw new AppError('E003');
}
