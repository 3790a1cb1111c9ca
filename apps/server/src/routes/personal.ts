import { myInfoResponseSchema, type MyInfo } from '@care/api-client/schemas';
import { asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import {
  accountGroups,
  customerAccounts,
  customerGroups,
  customerRoles,
  personalData,
} from '../db/schema';
import { AppError } from '../errors/app-error';

/** Reads the signed-in user's personal data, role and groups (the web app's start-up call). */
export async function readMyInfo(context: ServerContext, accountId: number): Promise<MyInfo> {
  const { db } = context;
  const [person] = await db
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
    })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(eq(customerAccounts.id, accountId))
    .limit(1);
  if (!person) throw new AppError('E003');

  const roles = await db
    .select({
      id: customerRoles.id,
      role: customerRoles.role,
      permission: customerRoles.permission,
    })
    .from(customerRoles)
    .where(eq(customerRoles.accountId, accountId))
    .orderBy(asc(customerRoles.id));
  // The first role is the active one until switching roles exists.
  const active = roles[0];
  if (!active) throw new AppError('E010');

  const groups = await db
    .select({ id: customerGroups.id, name: customerGroups.name })
    .from(accountGroups)
    .innerJoin(customerGroups, eq(customerGroups.id, accountGroups.groupId))
    .where(eq(accountGroups.accountId, accountId))
    .orderBy(asc(customerGroups.id));

  return {
    personalDataDto: person,
    customerRoleDto: {
      id: active.id,
      role: active.role,
      permission: active.permission ?? null,
      customerRoleDtos: roles.map(({ id, role }) => ({ id, role })),
      customerGroupDtoCollection: groups,
    },
    roleIdentifier: active.role,
  };
}

/** The personal area: for now the signed-in user's own data. */
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
    response: myInfoResponseSchema,
    errors: [
      { code: 'E003', status: 404, when: 'the account has no personal data' },
      { code: 'E010', status: 403, when: 'the account has no role' },
    ],
    async handler({ session }) {
      return { data: await readMyInfo(context, session.accountId) };
    },
  });
}
