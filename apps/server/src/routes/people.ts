import {
  ACCOUNT_ACTIONS,
  acknowledgementSchema,
  API_ROUTES,
  type AccountAction,
  fieldStructureResponseSchema,
  personDetailResponseSchema,
  personDetailUpdateSchema,
  profileImageSchema,
  PEOPLE_MANAGERS,
  recordIdTextSchema,
  STAFF_ROLES,
  type Role,
} from '@care/api-client/schemas';
import { and, desc, eq, isNotNull, like, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { customerAccounts, personalData } from '../db/schema';
import { sniffMimeType } from '../documents/mime';
import { AppError } from '../errors/app-error';
import { BODY_LIMITS, SIGNED_IN, type ExampleFixture } from '../http/router';
import { resolveSession } from '../http/session-answer';
import { roleOf } from '../people/access';
import { guestScope, requireAccountInScope, requireInScope } from '../people/scope';
import {
  authorizeTarget,
  HIERARCHY_ERRORS,
  HIERARCHY_TEXT,
  managersRule,
  PERSON_READ,
  type TargetRule,
} from '../people/targets';
import { detailStructure, readPersonDetail, updatePersonDetail } from '../people/detail';
import { setProfileImage } from '../people/profile';
import { runAccountAction } from '../people/account-actions';
import type { CredentialLinks } from './credentials';
import { EXAMPLE_PHOTO_PNG } from '../people/example-photo';
import { firstSeededGuest, inFixtureGroup, lastSeededGuest } from '../people/route-examples';

/** The API path of a contract route, as registered (`{id}` → `:id`). */
const urlOf = (path: string) => `/api/${path.replace(/\{(\w+)\}/g, ':$1')}`;

const idParam = z.object({ id: recordIdTextSchema });
const codeParam = z.object({ code: z.string().min(1).max(100) });
const compressionQuery = z.object({ compression: z.coerce.number().gt(0).max(1).optional() });

function parse<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new AppError('E016', { status: 400 });
  return parsed.data;
}

const idOf = (request: FastifyRequest) => parse(idParam, request.params).id;

/** Reading a person's detail: staff, about anybody (their own detail too); guests never. */
const DETAIL_READ = PERSON_READ;
/** Reading an account's photo: staff, about anybody; anyone, their own. */
const PHOTO_READ: TargetRule = {
  others: STAFF_ROLES,
  self: 'allowed',
  ranked: false,
  missing: 'E003',
};
/** Writing another person's detail or photo: managers, up to their own rank, never their own. */
const PERSON_WRITE = managersRule(PEOPLE_MANAGERS, 'E003');
const PHOTO_WRITE = PERSON_WRITE;
/** An account action: managers, up to their own rank, never on their own account. */
const ACCOUNT_ACTION = managersRule(PEOPLE_MANAGERS, 'E017');

/** A seeded guest without credentials (`guest01`…, never a demo account): route examples. */
export async function examplePerson(fixture: ExampleFixture) {
  const row = await firstSeededGuest(fixture);
  if (!row) throw new Error('no seeded guest for the example');
  return row;
}

/** `route` with the example person's `id` (its personalDataId or its accountId) in it. */
async function examplePathOf(
  fixture: ExampleFixture,
  route: string,
  id: 'personalDataId' | 'accountId',
): Promise<string> {
  return urlOf(route).replace(':id', String((await examplePerson(fixture))[id]));
}

/**
 * The person detail page's calls on the personal-data service
 * (docs/behaviour/people-and-guests.md#person-detail): a person's detail and its form, and any
 * account's photo. Staff read; secretaries and administrators change.
 */
export function registerPeopleRoutes(app: FastifyInstance, context: ServerContext): void {
  const { router, db, sessions } = context;

  router.add({
    method: 'GET',
    url: urlOf(API_ROUTES.personDataStructure.path),
    summary: 'A form structure of the personal-data service (the detail page’s)',
    description:
      '`PERSONAL_DATA_FIELD_EDIT`: the person detail form, the same for guests, doctors and care ' +
      'staff, grouped by `category` (personal, contacts, stay, health); labels are i18n keys ' +
      '(`personDetail.fields.*`, option labels `personDetail.gender.*`, `.diet.*`, ' +
      '`.relation.*`). Without values: they come with the detail. For a caller who may read but ' +
      'not change people every field is `readOnly`. Any other code: 404 E003. Staff roles.',
    tags: ['people'],
    auth: true,
    access: { roles: STAFF_ROLES },
    params: codeParam,
    response: fieldStructureResponseSchema,
    example: {
      path: urlOf(API_ROUTES.personDataStructure.path).replace(':code', 'PERSONAL_DATA_FIELD_EDIT'),
    },
    errors: [
      { code: 'E013', status: 403, when: 'a guest asks' },
      { code: 'E003', status: 404, when: 'an unknown structure code' },
    ],
    async handler({ caller, params }) {
      return { data: detailStructure(context, params.code, PEOPLE_MANAGERS.includes(caller.role)) };
    },
  });

  router.add({
    method: 'GET',
    url: urlOf(API_ROUTES.personDetail.path),
    summary: 'A person’s detail: personal data, role and the detail form’s values',
    description:
      '`{id}` is the personalDataId. `personalDataDto.status` and `credentialGenerated` decide ' +
      'the account actions; `values` are by field name of `PERSONAL_DATA_FIELD_EDIT` (a field ' +
      'without a value is left out). Staff roles.',
    tags: ['people'],
    auth: true,
    access: { roles: STAFF_ROLES },
    params: idParam,
    response: personDetailResponseSchema,
    example: async (fixture) => ({
      path: await examplePathOf(fixture, API_ROUTES.personDetail.path, 'personalDataId'),
    }),
    errors: [
      { code: 'E013', status: 403, when: 'a guest asks; a guest outside the caller’s groups' },
      { code: 'E003', status: 404, when: 'no person has that personalDataId' },
    ],
    async handler({ caller, params }) {
      const personalDataId = params.id;
      await authorizeTarget(db, caller, { personalDataId }, DETAIL_READ);
      return { data: await readPersonDetail(context, caller, personalDataId) };
    },
  });

  router.add({
    method: 'PUT',
    url: urlOf(API_ROUTES.updatePersonDetail.path),
    summary: 'Save a person’s detail form',
    description:
      'The form values by field name, all or nothing: every value is checked before anything is ' +
      'stored. Only the writable fields of `PERSONAL_DATA_FIELD_EDIT` are taken (ids, status, ' +
      'role, credentials and the photo cannot change through it); a field left out keeps its ' +
      'value, `null` or an empty text clears it. The identifier code is stored in capitals and ' +
      `is unique. Answers the updated detail. Secretaries and administrators. ${HIERARCHY_TEXT}`,
    tags: ['people'],
    auth: true,
    access: { roles: PEOPLE_MANAGERS },
    params: idParam,
    body: personDetailUpdateSchema,
    response: personDetailResponseSchema,
    example: async (fixture) => ({
      path: await examplePathOf(fixture, API_ROUTES.updatePersonDetail.path, 'personalDataId'),
      body: { room: '112', allergies: 'Penicillin', diet: 'soft' },
    }),
    errors: [
      ...HIERARCHY_ERRORS,
      { code: 'E003', status: 404, when: 'no person has that personalDataId' },
      { code: 'E012', status: 400, when: 'a required field (name, surname) sent empty' },
      { code: 'E015', status: 400, when: 'a text longer than its field’s maxDigits' },
      { code: 'E016', status: 400, when: 'a malformed e-mail or date, an unknown option' },
      { code: 'E019', status: 409, when: 'another person has that identifier code' },
    ],
    async handler({ caller, params, body }) {
      const id = params.id;
      await authorizeTarget(db, caller, { personalDataId: id }, PERSON_WRITE);
      await updatePersonDetail(context, caller, id, body);
      return { data: await readPersonDetail(context, caller, id) };
    },
  });

  /** Resolves the bearer session like the router does (this route answers bytes, not JSON). */
  const authenticate = (request: FastifyRequest, reply: FastifyReply) =>
    resolveSession(request, reply, { sessions, clock: context.clock, rotate: true });

  const imageUrl = urlOf(API_ROUTES.accountImage.path);
  app.get(
    imageUrl,
    {
      config: {
        example: async (fixture) => ({
          path: `${imageUrl.replace(':id', String(await lastSeededGuest(fixture)))}?compression=0.5`,
        }),
      },
    },
    async (request, reply) => {
      const session = await authenticate(request, reply);
      const accountId = idOf(request);
      const role: Role | undefined = await roleOf(db, session.accountId);
      await authorizeTarget(db, { accountId: session.accountId, role }, { accountId }, PHOTO_READ);
      const own = accountId === session.accountId;
      // The factor is checked, then not applied: the server has no image codec, and photos are
      // already compressed by the web app (factor 0.5) before upload.
      parse(compressionQuery, request.query);
      // An account without a role reaches only its own photo (checked above).
      const scope = guestScope({ accountId: session.accountId, role: role ?? 'RA_GUEST' });
      const [row] = await db
        .select({ data: personalData.profileImageData, inScope: scope(personalData.accountId) })
        .from(personalData)
        .where(eq(personalData.accountId, accountId))
        .limit(1);
      if (!row) throw new AppError('E003');
      if (!own) requireInScope(row);
      if (!row.data) return reply.code(204).header('cache-control', 'no-store').send();
      const bytes = Buffer.from(row.data, 'base64');
      return reply
        .code(200)
        .type((await sniffMimeType(bytes)) ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
  router.document({
    method: 'GET',
    url: imageUrl,
    summary: 'Any account’s photo, as an image',
    description:
      '`{id}` is the customerAccountId. The stored bytes with their sniffed type (PNG, JPEG, GIF ' +
      'or WebP); 204 without a body when the account has no photo (the web app shows its ' +
      'fallback avatar). `?compression=` (above 0, at most 1; the web app sends 0.5) is ' +
      'validated but not applied: the server keeps no image codec, and photos are stored as the ' +
      'web app compressed them. Staff roles for any account; anyone for their own.',
    tags: ['people'],
    auth: true,
    access: SIGNED_IN,
    params: idParam,
    query: compressionQuery,
    body: undefined,
    response: z.string(),
    responseContentType: 'image/*',
    errors: [
      {
        code: 'E013',
        status: 403,
        when: 'a guest asks for another account’s photo; a guest outside the caller’s groups',
      },
      { code: 'E003', status: 404, when: 'no account has that id' },
      { code: 'E016', status: 400, when: 'a compression outside (0, 1]' },
    ],
  });

  router.add({
    method: 'PUT',
    url: urlOf(API_ROUTES.setAccountImage.path),
    summary: 'Set any account’s photo',
    description:
      '`{id}` is the customerAccountId. Like the own photo: base64 without the `data:` prefix, at ' +
      'most 2 MiB decoded, an image by its bytes (PNG, JPEG, GIF or WebP). Secretaries and ' +
      `administrators. ${HIERARCHY_TEXT}`,
    tags: ['people'],
    auth: true,
    access: { roles: PEOPLE_MANAGERS },
    params: idParam,
    body: profileImageSchema,
    bodyLimit: BODY_LIMITS.profileImage,
    response: acknowledgementSchema,
    example: async (fixture) => ({
      path: await examplePathOf(fixture, API_ROUTES.setAccountImage.path, 'accountId'),
      body: { profileImageData: EXAMPLE_PHOTO_PNG, profileImageName: 'photo.png' },
    }),
    errors: [
      ...HIERARCHY_ERRORS,
      { code: 'E003', status: 404, when: 'no account has that id' },
      { code: 'E015', status: 413, when: 'a photo over 2 MiB' },
      { code: 'E016', status: 400, when: 'data that is not base64' },
      { code: 'E032', status: 415, when: 'bytes that are not a PNG, JPEG, GIF or WebP image' },
    ],
    async handler({ caller, params, body }) {
      const accountId = params.id;
      await authorizeTarget(db, caller, { accountId }, PHOTO_WRITE);
      await requireAccountInScope(db, caller, accountId);
      await setProfileImage(context, accountId, body);
      return { data: true as const };
    },
  });

  router.add({
    method: 'DELETE',
    url: urlOf(API_ROUTES.deleteAccountImage.path),
    summary: 'Remove any account’s photo',
    description: `\`{id}\` is the customerAccountId. Secretaries and administrators. ${HIERARCHY_TEXT}`,
    tags: ['people'],
    auth: true,
    access: { roles: PEOPLE_MANAGERS },
    params: idParam,
    response: acknowledgementSchema,
    example: async (fixture) => ({
      path: await examplePathOf(fixture, API_ROUTES.deleteAccountImage.path, 'accountId'),
    }),
    errors: [...HIERARCHY_ERRORS, { code: 'E003', status: 404, when: 'no account has that id' }],
    async handler({ caller, params }) {
      const accountId = params.id;
      await authorizeTarget(db, caller, { accountId }, PHOTO_WRITE);
      await requireAccountInScope(db, caller, accountId);
      await setProfileImage(context, accountId, null);
      return { data: true as const };
    },
  });
}

/** Which change an account action's example needs its account in. */
const ACTION_EXAMPLES: Record<
  AccountAction,
  { status: 'A' | 'D'; credentialGenerated: boolean; changes: readonly string[] }
> = {
  'delete-subscription': {
    status: 'A',
    credentialGenerated: true,
    changes: ['status', 'updatedAt'],
  },
  'restore-subscription': {
    status: 'D',
    credentialGenerated: true,
    changes: ['status', 'updatedAt'],
  },
  'generate-subscription': {
    status: 'A',
    credentialGenerated: false,
    changes: ['credentialGenerated', 'passwordHash', 'updatedAt'],
  },
  'reset-subscription': {
    status: 'A',
    credentialGenerated: true,
    changes: ['credentialGenerated', 'passwordHash', 'updatedAt'],
  },
  'reset-password': { status: 'A', credentialGenerated: true, changes: [] },
};

/**
 * An account action's example: the newest seeded guest with an e-mail address in the status the
 * action needs, given or stripped of credentials as it needs (a fixture step: the seed has few
 * guests in each combination).
 */
async function exampleActionAccount(
  fixture: ExampleFixture,
  action: AccountAction,
): Promise<number> {
  const { db } = fixture;
  const need = ACTION_EXAMPLES[action];
  const [row] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .innerJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(
      and(
        like(customerAccounts.username, 'guest%'),
        ne(customerAccounts.username, 'guest'),
        eq(customerAccounts.status, need.status),
        isNotNull(personalData.email),
        inFixtureGroup(fixture),
      ),
    )
    .orderBy(desc(customerAccounts.id))
    .limit(1);
  if (!row) throw new Error(`no seeded guest in status ${need.status} for ${action}`);
  await db
    .update(customerAccounts)
    .set({ credentialGenerated: need.credentialGenerated })
    .where(eq(customerAccounts.id, row.id));
  return row.id;
}

const ACTION_TEXT: Record<AccountAction, string> = {
  'delete-subscription':
    'Blocks the login of an admitted account with credentials: status A → D (history: ' +
    '`blocked`); every session is revoked and every notification socket closed at once.',
  'restore-subscription':
    'Re-enables a blocked (or dismissed) account with credentials: status D → A (history: `restored`).',
  'generate-subscription':
    'Creates the login of an account without credentials: mails the person their username and a ' +
    'define-credential link (7 days) to choose the password; `credentialGenerated` becomes true. ' +
    'Again before the password is chosen: a new link.',
  'reset-subscription':
    'Resets the credentials: the password stops working at once (sessions and sockets end, ' +
    'earlier links die) and a new define-credential link is mailed.',
  'reset-password':
    'Mails a reset-password link (60 minutes); the current password works until it is used.',
};

/**
 * The account actions of the detail page (`PUT personal/{action}/{customerAccountId}`,
 * docs/behaviour/people-and-guests.md#account-actions): secretaries and administrators; see
 * `runAccountAction`.
 */
export function registerAccountActionRoutes(context: ServerContext, links: CredentialLinks): void {
  const { router, db } = context;
  for (const action of ACCOUNT_ACTIONS) {
    router.add({
      method: 'PUT',
      url: `/api/personal/${action}/:id`,
      summary: `Account action ${action}`,
      description:
        `${ACTION_TEXT[action]} \`{id}\` is the customerAccountId. Already done: success, nothing ` +
        'changes twice (the mailing actions mail again). Mails go to the person’s e-mail address ' +
        `(in development: the log and the test outbox). Secretaries and administrators. ${HIERARCHY_TEXT}`,
      tags: ['people'],
      auth: true,
      access: { roles: PEOPLE_MANAGERS },
      params: idParam,
      response: acknowledgementSchema,
      example: async (fixture) => ({
        path: `/api/personal/${action}/${await exampleActionAccount(fixture, action)}`,
        changes: ACTION_EXAMPLES[action].changes,
      }),
      errors: [
        ...HIERARCHY_ERRORS,
        { code: 'E017', status: 404, when: 'no account has that id' },
        { code: 'E034', status: 409, when: 'the account’s status or credentials do not allow it' },
        { code: 'E031', status: 422, when: 'a mailing action for an account without e-mail' },
        { code: 'E025', status: 502, when: 'the mail could not be sent (nothing changed)' },
      ],
      async handler({ caller, params }) {
        const accountId = params.id;
        await authorizeTarget(db, caller, { accountId }, ACCOUNT_ACTION);
        await runAccountAction(context, links, action, accountId, caller);
        return { data: true as const };
      },
    });
  }
}
