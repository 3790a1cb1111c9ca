import { z } from 'zod/mini';
import { personalDataSchema, roleSchema } from './auth';
import { envelope } from './common';
import { formValuesSchema } from './forms';

/**
 * The personal-data service's base path (docs/behaviour/people-and-guests.md#calls), relative to
 * the API base.
 */
export const PERSONAL_DATA_API_BASE = 'personal-data/api/v1/personal-data/' as const;

/** The code of the detail page's form structure (`structure/PERSONAL_DATA_FIELD_EDIT`). */
export const PERSON_DETAIL_STRUCTURE = 'PERSONAL_DATA_FIELD_EDIT' as const;

/**
 * The compression factor asked for when reading another account's photo
 * (docs/behaviour/people-and-guests.md#person-detail).
 */
export const ACCOUNT_IMAGE_COMPRESSION = 0.5;

/**
 * `GET …/specific-personal-data/{personalDataId}` answer (our design):
 * the person's personal data (status and `credentialGenerated` decide the account actions), their
 * role when they have an account, and the detail form's values by field name, matching the
 * `PERSONAL_DATA_FIELD_EDIT` structure.
 */
export const personDetailSchema = z.object({
  personalDataDto: personalDataSchema,
  roleIdentifier: z.nullable(roleSchema),
  values: formValuesSchema,
});
/** A person's detail. */
export type PersonDetail = z.infer<typeof personDetailSchema>;
/** `GET`/`PUT …/specific-personal-data/{personalDataId}` answer. */
export const personDetailResponseSchema = envelope(personDetailSchema);

/**
 * `PUT …/specific-personal-data/{personalDataId}` body: the detail form's values by field name
 * (the answer is the updated `PersonDetail`).
 */
export const personDetailUpdateSchema = formValuesSchema;

/**
 * The personal-data service's paths (docs/behaviour/people-and-guests.md#calls), relative to the
 * API base. The client calls `specificPersonalData`, `structure`, `profileImageAccount` and
 * `profileImage` (see `API_ROUTES`); `autocomplete` is an autocomplete source of people
 * (`api.autocomplete`). The account actions are called under `personal/` (`personal.accountAction`;
 * docs/behaviour/people-and-guests.md#account-actions).
 */
export const PERSONAL_DATA_API_PATHS = {
  structure: `${PERSONAL_DATA_API_BASE}structure/`,
  detailStructure: `${PERSONAL_DATA_API_BASE}structure/${PERSON_DETAIL_STRUCTURE}`,
  specificPersonalData: `${PERSONAL_DATA_API_BASE}specific-personal-data/`,
  deleteSubscription: `${PERSONAL_DATA_API_BASE}delete-subscription/`,
  restoreSubscription: `${PERSONAL_DATA_API_BASE}restore-subscription/`,
  resetSubscription: `${PERSONAL_DATA_API_BASE}reset-subscription/`,
  generateSubscription: `${PERSONAL_DATA_API_BASE}generate-subscription/`,
  resetPassword: `${PERSONAL_DATA_API_BASE}reset-password/`,
  statusSubscription: `${PERSONAL_DATA_API_BASE}status-subscription/`,
  profileImageAccount: `${PERSONAL_DATA_API_BASE}profile-image-account/`,
  profileImage: `${PERSONAL_DATA_API_BASE}profile-image/`,
  autocomplete: `${PERSONAL_DATA_API_BASE}autocomplete`,
} as const;
