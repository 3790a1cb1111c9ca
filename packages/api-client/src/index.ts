/**
 * @care/api-client: Care's typed API contract. A client (`createClient`) with one namespace per
 * API area, the transport behind it, typed errors, the error catalogue and the zod schemas that
 * the reference server validates with too.
 */

// Client and transport
export {
  createClient,
  type CareClient,
  type FullCareClient,
  type ClientOptions,
} from './client/create-client';
export {
  createTransport,
  DEFAULT_LONG_RESPONSE_MS,
  type Transport,
  type TransportOptions,
  type RequestFn,
  type RequestOptions,
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
export {
  personalEndpoints,
  stripDataUrlPrefix,
  legalTermsLanguage,
  type PersonalEndpoints,
} from './endpoints/personal';
export { documentEndpoints, type DocumentEndpoints } from './endpoints/documents';
export { siteEndpoints, type SiteEndpoints } from './endpoints/site';
export { metaEndpoints, type MetaEndpoints } from './endpoints/meta';
export { healthEndpoints, type HealthEndpoints } from './endpoints/health';
export {
  personDetailEndpoints,
  type PersonDetailEndpoints,
  type AccountImageOptions,
} from './endpoints/person-detail';
export { guestEndpoints, type GuestEndpoints, type DismissInput } from './endpoints/guests';
export {
  autocompleteEndpoints,
  type AutocompleteEndpoints,
  type AutocompleteOptions,
} from './endpoints/autocomplete';

// Notification socket
export {
  createNotificationSocket,
  createNotificationSocketRegistry,
  NotificationSocketError,
  NOTIFICATION_SOCKET_DEFAULTS,
  type NotificationSocket,
  type NotificationSocketOptions,
  type NotificationSocketBaseOptions,
  type NotificationSocketRegistry,
  type NotificationSocketErrorKind,
  type NotificationHandler,
  type SendOptions,
  type SocketStatus,
  type WebSocketLike,
  type WebSocketConstructorLike,
} from './socket/notification-socket';
export { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './socket/backoff';

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
  signOutResponseSchema,
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
export {
  FIELD_TYPES,
  CHECKBOX_SEPARATOR,
  fieldTypeSchema,
  uploadFileSchema,
  formValueSchema,
  formValuesSchema,
  fieldOptionSchema,
  fieldDependencySchema,
  fieldDefinitionSchema,
  fieldDefinitionsSchema,
  autocompleteQuerySchema,
  autocompleteSuggestionSchema,
  autocompleteResponseSchema,
  type FieldType,
  type UploadFile,
  type FormValue,
  type FormValues,
  type FieldOption,
  type FieldDependency,
  type FieldDefinition,
  type AutocompleteQuery,
  type AutocompleteSuggestion,
} from './schemas/forms';
export {
  GUEST_STATUSES,
  ARCHIVE_CAUSES,
  archiveCauseSchema,
  dismissQuerySchema,
  TAB_FILTERS,
  PERIOD_CODES,
  MESSAGE_DIRECTIONS,
  localIsoDate,
  type ArchiveCause,
  type DismissQuery,
  type MessageDirection,
} from './schemas/guests';
export {
  ACTION_TYPES,
  actionTypeSchema,
  MEASUREMENT_EXPORT_TYPES,
  PURGE_DIURESIS_EXPORT_TYPES,
  NUTRITION_EXPORT_TYPES,
  EXPORT_TYPES,
  exportTypeSchema,
  MEASUREMENT_DETAIL_VIEWS,
  EXPORT_RANGE_DAYS,
  TABLE_DEFAULTS,
  LANGUAGES,
  type ActionType,
  type ExportType,
  type Language,
} from './schemas/catalogues';
export {
  DEFAULT_PERMISSION_MAP,
  hasPermission,
  documentRolePermissionSchema,
  documentAccessSchema,
  type DocumentRolePermission,
  type DocumentAccess,
} from './schemas/permissions';
export {
  DOCUMENT_LIMITS,
  expirationSchema,
  configuredPermissionSchema,
  attachmentStatusSchema,
  attachmentSchema,
  attachmentContentSchema,
  attachmentContentResponseSchema,
  attachmentUploadSchema,
  attachmentUploadResponseSchema,
  documentWriteSchema,
  documentSchema,
  documentResponseSchema,
  documentCreateResponseSchema,
  documentUpdateResponseSchema,
  rolePermissionFieldSchema,
  documentStructureSchema,
  documentStructureResponseSchema,
  documentSummarySchema,
  documentDashboardResponseSchema,
  type Attachment,
  type AttachmentContent,
  type AttachmentUpload,
  type DocumentWrite,
  type Document,
  type RolePermissionField,
  type DocumentStructure,
  type DocumentSummary,
  documentListResponseSchema,
  attachmentHistoryTypeSchema,
  attachmentHistoryEntrySchema,
  documentHistoryResponseSchema,
  DOCUMENT_AUDIT_ACTIONS,
  documentAuditActionSchema,
  documentAuditEntrySchema,
  documentAuditResponseSchema,
  type AttachmentHistoryEntry,
  type DocumentAuditEntry,
} from './schemas/documents';
export {
  acknowledgementSchema,
  myInfoUpdateSchema,
  myInfoUpdateResponseSchema,
  profileImageSchema,
  fieldStructureResponseSchema,
  settingValueSchema,
  settingsResponseSchema,
  settingSchema,
  localeItemSchema,
  localeListResponseSchema,
  translationTermSchema,
  translationResponseSchema,
  addTermSchema,
  legalTermsSchema,
  legalTermsResponseSchema,
  logoResponseSchema,
  ACCOUNT_ACTIONS,
  accountActionSchema,
  type MyInfoUpdate,
  type ProfileImage,
  type SettingValue,
  type Setting,
  type LocaleItem,
  type TranslationTerm,
  type LegalTerms,
  type AccountAction,
} from './schemas/personal';
export {
  legalProductSchema,
  legalProductsResponseSchema,
  PRODUCT_NAME,
  MAINTENANCE_KEY_SUFFIX,
  MAINTENANCE_FLAG_KEY,
  REMOTE_CONFIG_KEY_PATTERN,
  remoteConfigResponseSchema,
  remoteConfigKeySchema,
  setRemoteConfigRequestSchema,
  remoteConfigEntryResponseSchema,
  type SetRemoteConfigRequest,
  type RemoteConfigEntry,
  type LegalProduct,
} from './schemas/site';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  newPasswordSchema,
  CREDENTIAL_TOKEN_PURPOSES,
  credentialTokenPurposeSchema,
  credentialTokenSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  checkCredentialTokenRequestSchema,
  checkCredentialTokenResponseSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  credentialInvitationRequestSchema,
  credentialInvitationResponseSchema,
  type CredentialTokenPurpose,
  type ForgotPasswordRequest,
  type CredentialTokenInfo,
  type SetPasswordRequest,
  type CredentialInvitationRequest,
} from './schemas/credentials';
export {
  API_ROUTES,
  fillPath,
  type ApiRoute,
  type ApiRouteName,
  type HttpMethod,
} from './schemas/routes';
export {
  notificationSeqSchema,
  socketAuthFrameSchema,
  socketPingFrameSchema,
  socketAckFrameSchema,
  socketClientMessageFrameSchema,
  socketClientFrameSchema,
  notificationFrameSchema,
  socketReadyFrameSchema,
  socketPongFrameSchema,
  socketErrorFrameSchema,
  socketControlFrameSchema,
  socketServerFrameSchema,
  SOCKET_CLOSE_CODES,
  type SocketAuthFrame,
  type SocketClientFrame,
  type NotificationFrame,
  type SocketControlFrame,
  type SocketServerFrame,
} from './schemas/notifications';
export {
  PERSONAL_DATA_API_BASE,
  PERSONAL_DATA_API_PATHS,
  PERSON_DETAIL_STRUCTURE,
  ACCOUNT_IMAGE_COMPRESSION,
  personDetailSchema,
  personDetailResponseSchema,
  personDetailUpdateSchema,
  type PersonDetail,
} from './schemas/person-detail';
export {
  PRODUCT_API_BASE,
  PRODUCT_API_PATHS,
  PRODUCT_API,
  productApiPaths,
  joinPath,
  type PathSegment,
  type PathBuilder,
  type ProductApiPaths,
} from './schemas/product-paths';
