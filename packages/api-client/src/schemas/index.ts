/**
 * The zod schemas of Care's API, shared by the client and the reference server so that they
 * cannot drift. Import from `@care/api-client/schemas`.
 */
export { envelope, errorBodySchema, type ErrorBody } from './common';
export {
  ROLES,
  roleSchema,
  guestStatusSchema,
  sessionTokenSchema,
  signInRequestSchema,
  signInResponseSchema,
  customerGroupSchema,
  customerRoleRefSchema,
  permissionMapSchema,
  personalDataSchema,
  customerRoleSchema,
  myInfoSchema,
  myInfoResponseSchema,
  healthResponseSchema,
  metaSchema,
  type Role,
  type GuestStatus,
  type SignInRequest,
  type SignInResponse,
  type CustomerGroup,
  type CustomerRoleRef,
  type PermissionMap,
  type PersonalData,
  type CustomerRole,
  type MyInfo,
  type Meta,
  type Health,
} from './auth';
export {
  ERROR_CATALOGUE,
  ERROR_CODES,
  SERVER_ERROR_CODES,
  isErrorCode,
  isServerErrorCode,
  errorMessageKey,
  errorHttpStatus,
  type ErrorCode,
  type ServerErrorCode,
  type FrontEndErrorCode,
} from '../errors/catalogue';
