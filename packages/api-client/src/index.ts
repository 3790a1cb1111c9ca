/**
 * @care/api-client: Care's typed API contract. A client (`createClient`) with one namespace per
 * API area, the transport behind it, typed errors, the error catalogue and the zod schemas that
 * the reference server validates with too.
 */

// Client and transport
export { createClient, type CareClient, type ClientOptions } from './client/create-client';
export {
  createTransport,
  DEFAULT_LONG_RESPONSE_MS,
  type Transport,
  type TransportOptions,
  type RequestFn,
  type RequestOptions,
  type HttpMethod,
  type QueryParams,
  type QueryValue,
  type ResponseType,
  type LongResponseInfo,
  type SessionExpiredInfo,
} from './transport/transport';
export {
  sessionStorageTokenStore,
  memoryTokenStore,
  DEFAULT_TOKEN_KEY,
  type TokenStore,
  type TokenStorage,
} from './transport/token-store';

// Endpoints
export type { CallOptions, EndpointContext } from './endpoints/context';
export { authEndpoints, type AuthEndpoints, type Session } from './endpoints/auth';
export { personalEndpoints, type PersonalEndpoints } from './endpoints/personal';
export { metaEndpoints, type MetaEndpoints } from './endpoints/meta';
export { healthEndpoints, type HealthEndpoints } from './endpoints/health';

// Errors
export {
  ApiError,
  ApiSchemaError,
  isApiError,
  isApiSchemaError,
  isCancelled,
  type ApiErrorInit,
} from './errors/api-error';
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
} from './errors/catalogue';

// Schemas (also available from `@care/api-client/schemas`)
export { envelope, errorBodySchema, type ErrorBody } from './schemas/common';
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
} from './schemas/auth';
