import { z } from 'zod/mini';
import { envelope } from './common';

import { ROLES, type Role } from './role-names';

export { ROLES, type Role };
/** A role identifier. */
export const roleSchema = z.enum(ROLES);

/**
 * Guest / account status codes (docs/behaviour/people-and-guests.md#guest-statuses): A admitted, D
 * dismissed, W waiting, R rejected, S suspended.
 */
export const guestStatusSchema = z.enum(['A', 'D', 'W', 'R', 'S']);
/** A guest / account status code. */
export type GuestStatus = z.infer<typeof guestStatusSchema>;

/** Sign-in body. Usernames and passwords are bounded so a huge body is refused early. */
export const signInRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
  rememberMe: z.optional(z.boolean()),
});
/** Sign-in body. */
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * A session token: opaque, at least 20 characters of the RFC 6750 token alphabet, so it is always
 * a valid `Authorization: Bearer` header value.
 */
export const sessionTokenSchema = z
  .string()
  .check(z.minLength(20), z.maxLength(4096), z.regex(/^[A-Za-z0-9\-._~+/]+=*$/));

/** Sign-in answer: the opaque session token (also sent in the `Authorization` header). */
export const signInResponseSchema = envelope(
  z.object({ token: sessionTokenSchema, expiresAt: z.string() }),
);
/** Sign-in answer. */
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Sign-out answer: `{ data: true }` once the session is revoked. */
export const signOutResponseSchema = envelope(z.literal(true));

/** `POST auth/extend-session` answer: the seconds the session has left after being extended. */
export const extendSessionResponseSchema = envelope(
  z.object({ expiresInSeconds: z.int().check(z.gte(0)) }),
);
/** `POST auth/extend-session` answer. */
export type ExtendSessionResponse = z.infer<typeof extendSessionResponseSchema>;

/** A group of the facility (customerGroupDtoCollection item). */
export const customerGroupSchema = z.object({ id: z.int(), name: z.string() });
/** A group of the facility. */
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

/** A role entry of the user (customerRoleDtos item). */
export const customerRoleRefSchema = z.object({ id: z.int(), role: roleSchema });
/** A role entry of the user. */
export type CustomerRoleRef = z.infer<typeof customerRoleRefSchema>;

/**
 * The module-flag permission map (docs/behaviour/README.md#the-module-flag-permission-map): module
 * → flag → allowed.
 */
export const permissionMapSchema = z.record(z.string(), z.record(z.string(), z.boolean()));
/** The module-flag permission map. */
export type PermissionMap = z.infer<typeof permissionMapSchema>;

/** Personal data of an account (docs/behaviour/people-and-guests.md#profile-page). */
export const personalDataSchema = z.object({
  personalDataId: z.int(),
  customerAccountId: z.int(),
  name: z.string(),
  surname: z.string(),
  email: z.nullable(z.string()),
  profileImageData: z.nullable(z.string()),
  identifierCode: z.nullable(z.string()),
  status: guestStatusSchema,
  credentialGenerated: z.boolean(),
});
/** Personal data of an account. */
export type PersonalData = z.infer<typeof personalDataSchema>;

/** The user's role, permission map, other roles and groups. */
export const customerRoleSchema = z.object({
  id: z.int(),
  role: roleSchema,
  permission: z.nullable(permissionMapSchema),
  customerRoleDtos: z.array(customerRoleRefSchema),
  customerGroupDtoCollection: z.array(customerGroupSchema),
});
/** The user's role, permission map, other roles and groups. */
export type CustomerRole = z.infer<typeof customerRoleSchema>;

/** `GET personal/myInfo`. */
export const myInfoSchema = z.object({
  personalDataDto: personalDataSchema,
  customerRoleDto: customerRoleSchema,
  roleIdentifier: roleSchema,
});
/** The signed-in user's info. */
export type MyInfo = z.infer<typeof myInfoSchema>;
/** `GET personal/myInfo` answer. */
export const myInfoResponseSchema = envelope(myInfoSchema);

/** `GET health`. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
/** The health check's answer. */
export type Health = z.infer<typeof healthResponseSchema>;

/** `GET /meta.json`: the version of the deployed web app. */
export const metaSchema = z.object({ version: z.string() });
/** The deployed web app's version. */
export type Meta = z.infer<typeof metaSchema>;
