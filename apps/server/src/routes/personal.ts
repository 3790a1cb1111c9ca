import {
  acknowledgementSchema,
  fieldStructureResponseSchema,
  myInfoResponseSchema,
  myInfoUpdateResponseSchema,
  myInfoUpdateSchema,
  CURRENT_PASSWORD_KEY,
  profileImageSchema,
  settingSchema,
  settingsResponseSchema,
  type MyInfo,
  type PermissionMap,
  type Role,
} from '@care/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { builtOnce } from '../db/built-once';
import type { Database } from '../db/client';
import {
  accountGroups,
  customerAccounts,
  customerGroups,
  customerRoles,
  personalData,
} from '../db/schema';
import { AppError } from '../errors/app-error';
import { BODY_LIMITS, SIGNED_IN } from '../http/router';
import { readMyInfoStructure, setProfileImage, updateMyInfo } from '../people/profile';
import { MY_INFO_EDIT } from '../people/structures';
import { readSettings, settingsGroupSchema, writeSetting } from '../people/settings';
import { EXAMPLE_PHOTO_PNG } from '../people/example-photo';

/** The account's roles in id order, as JSON (one statement with the person: see readMyInfo). */
const rolesOfAccount = sql<{ id: number; role: Role; permission: PermissionMap | null }[] | null>`(
  select json_agg(json_build_object(
    'id', ${customerRoles.id}, 'role', ${customerRoles.role}, 'permission', ${customerRoles.permission}
  ) order by ${customerRoles.id})
  from ${customerRoles} where ${customerRoles.accountId} = ${customerAccounts.id})`;

/** The account's groups in id order, as JSON. */
const groupsOfAccount = sql<{ id: number; name: string }[] | null>`(
  select json_agg(json_build_object('id', ${customerGroups.id}, 'name', ${customerGroups.name})
    order by ${customerGroups.id})
  from ${accountGroups} inner join ${customerGroups} on ${customerGroups.id} = ${accountGroups.groupId}
  where ${accountGroups.accountId} = ${customerAccounts.id})`;

/** The statement of `readMyInfo`, built once (docs/performance.md#queries-built-once). */
const myInfoQuery = builtOnce((db: Database) =>
  db
    .select({
      personalDataId: personalData.id,
      customerAccountId: customerAccounts.id,
      name: personalData.name,
      surname: personalData.surname,
      email: personalData.email,
      profileImageData: personalData.profileImageData,
      identifierCode: personalData.identifierCode,
      status: customerAccounts.status,
      credentialGenerated: customerAccounts.credentialGenerated,
      roles: rolesOfAccount,
      groups: groupsOfAccount,
    })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(eq(customerAccounts.id, sql.placeholder('accountId')))
    .limit(1)
    .prepare('care_my_info'),
);

/**
 * Reads the signed-in user's personal data, role and groups (the web app's start-up call, made by
 * every tablet at once at a shift change): one statement.
 */
export async function readMyInfo(context: ServerContext, accountId: number): Promise<MyInfo> {
  const [row] = await myInfoQuery(context.db).execute({ accountId });
  if (!row) throw new AppError('E003');
  const { roles, groups, ...person } = row;
  // The first role is the active one until switching roles exists.
  const active = roles?.[0];
  if (!active) throw new AppError('E010');

  return {
    personalDataDto: person,
    customerRoleDto: {
      id: active.id,
      role: active.role,
      permission: active.permission ?? null,
      customerRoleDtos: roles.map(({ id, role }) => ({ id, role })),
      customerGroupDtoCollection: groups ?? [],
    },
    roleIdentifier: active.role,
  };
}

/** The personal area: the signed-in user's own data, profile form, photo and settings. */
export function registerPersonalRoutes(context: ServerContext): void {
  context.router.add({
    method: 'GET',
    url: '/api/personal/myInfo',
    summary: "The signed-in user's personal data, role, permission map and groups",
    description:
      '`customerRoleDto.permission` is null when the role has no map of its own: the web app then ' +
      'applies its default module-flag map. Groups are in id order; the first is the default group.',
    tags: ['personal'],
    auth: true,
    access: SIGNED_IN,
    response: myInfoResponseSchema,
    errors: [
      { code: 'E003', status: 404, when: 'the account has no personal data' },
      { code: 'E010', status: 403, when: 'the account has no role' },
    ],
    async handler({ session }) {
      return { data: await readMyInfo(context, session.accountId) };
    },
  });

  const { router } = context;

  router.add({
    method: 'GET',
    url: `/api/personal/structure/${MY_INFO_EDIT}/`,
    summary: "The profile form's fields, with the caller's current values",
    description:
      "Field definitions (docs/behaviour/forms.md#a-field-definition) of the profile page's " +
      "personal-data form, each with the caller's current `value` when there is one. Labels and " +
      'helper texts are i18n keys ' +
      '(`profilePage.fields.*`); `category` groups them (personal, contacts). `identifierCode` ' +
      "is read-only: the facility sets it. A birth date's `max` is today.",
    tags: ['personal'],
    auth: true,
    access: SIGNED_IN,
    response: fieldStructureResponseSchema,
    errors: [{ code: 'E003', status: 404, when: 'the account has no personal data' }],
    async handler({ session }) {
      return { data: await readMyInfoStructure(context, session.accountId) };
    },
  });

  router.add({
    method: 'PUT',
    url: '/api/personal/myInfo',
    summary: "Save the profile form's values",
    description:
      'The form values by field name. Only fields of `MY_INFO_EDIT` that are neither read-only ' +
      'nor hidden are taken; any other key (ids, status, role, credentials, the photo) is ' +
      'ignored, and a field left out keeps its value. A new `email` also needs ' +
      '`currentPassword` (the account’s password; never stored): the forgotten-password mail ' +
      'goes to that address, so a stolen session must not change it. The same address sent ' +
      'again needs nothing. Answers the updated myInfo.',
    tags: ['personal'],
    auth: true,
    access: SIGNED_IN,
    body: myInfoUpdateSchema,
    response: myInfoUpdateResponseSchema,
    example: { body: { name: 'Giulia', surname: 'Bianchi', phone: '+39 055 123456' } },
    errors: [
      { code: 'E003', status: 404, when: 'the account has no personal data' },
      { code: 'E012', status: 400, when: 'a required field (name, surname) sent empty' },
      { code: 'E015', status: 400, when: 'a text longer than its field’s maxDigits' },
      {
        code: 'E016',
        status: 400,
        when: 'a malformed e-mail or date, or a value of the wrong kind',
      },
      {
        code: 'E035',
        status: 403,
        when: 'a new e-mail address without `currentPassword`, or with a wrong one',
      },
    ],
    async handler({ body, session }) {
      const { [CURRENT_PASSWORD_KEY]: currentPassword, ...values } = body;
      const password = typeof currentPassword === 'string' ? currentPassword : undefined;
      await updateMyInfo(context, session.accountId, values, password);
      return { data: await readMyInfo(context, session.accountId) };
    },
  });

  router.add({
    method: 'POST',
    url: '/api/personal/myInfo',
    summary: 'Set the profile photo',
    description:
      '`profileImageData` is base64 without the `data:` prefix (a prefix is removed if sent); ' +
      'at most 2 MiB decoded. The type is recognised from the bytes (PNG, JPEG, GIF or WebP), ' +
      'never from `profileImageName`.',
    tags: ['personal'],
    auth: true,
    access: SIGNED_IN,
    body: profileImageSchema,
    bodyLimit: BODY_LIMITS.profileImage,
    response: acknowledgementSchema,
    example: { body: { profileImageData: EXAMPLE_PHOTO_PNG, profileImageName: 'photo.png' } },
    errors: [
      { code: 'E015', status: 413, when: 'a photo over 2 MiB' },
      { code: 'E016', status: 400, when: 'data that is not base64' },
      { code: 'E032', status: 415, when: 'bytes that are not a PNG, JPEG, GIF or WebP image' },
    ],
    async handler({ body, session }) {
      await setProfileImage(context, session.accountId, body);
      return { data: true as const };
    },
  });

  router.add({
    method: 'DELETE',
    url: '/api/personal/deleteImageProfile',
    summary: 'Remove the profile photo',
    description: 'The page then shows the identicon drawn from the account id.',
    tags: ['personal'],
    auth: true,
    access: SIGNED_IN,
    response: acknowledgementSchema,
    example: {},
    async handler({ session }) {
      await setProfileImage(context, session.accountId, null);
      return { data: true as const };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/personal/get-config/',
    summary: "The caller's settings of a group, as key to T/F",
    description:
      '`?key=notification` answers the notification settings (`notification.documentExpiry`, ' +
      '`notification.adminMessage`), each T (on, the default) or F (off).',
    tags: ['personal'],
    auth: true,
    access: SIGNED_IN,
    response: settingsResponseSchema,
    example: { path: '/api/personal/get-config/?key=notification' },
    errors: [
      { code: 'E012', status: 400, when: 'no `key` in the query' },
      { code: 'E016', status: 400, when: 'a key that is not a group name' },
    ],
    query: z.object({ key: settingsGroupSchema }),
    async handler({ query, session }) {
      return { data: await readSettings(context, session.accountId, query.key) };
    },
  });

  router.add({
    method: 'POST',
    url: '/api/personal/set-config/',
    summary: 'Switch one of the caller’s settings on (T) or off (F)',
    tags: ['personal'],
    auth: true,
    access: SIGNED_IN,
    body: settingSchema,
    response: acknowledgementSchema,
    example: { body: { key: 'notification.adminMessage', value: 'T' } },
    errors: [
      { code: 'E016', status: 400, when: 'a key that is not a setting, or a value not T/F' },
    ],
    async handler({ body, session }) {
      await writeSetting(context, session.accountId, body);
      return { data: true as const };
    },
  });
}
