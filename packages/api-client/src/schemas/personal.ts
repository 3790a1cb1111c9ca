import { z } from 'zod/mini';
import { envelope } from './common';
import { fieldDefinitionsSchema, formValueSchema } from './forms';
import { myInfoSchema } from './auth';

/** `{ data: true }`: the answer of a call that only acknowledges. */
export const acknowledgementSchema = envelope(z.literal(true));

/**
 * `PUT personal/myInfo` body: the edited personal data as form values by field name
 * (`roleIdentifier` is never sent). The answer is the updated `MyInfo`.
 */
export const myInfoUpdateSchema = z.record(z.string(), formValueSchema);
/** `PUT personal/myInfo` body. */
export type MyInfoUpdate = z.infer<typeof myInfoUpdateSchema>;
/**
 * The key of `PUT personal/myInfo`'s body that carries the caller's current password, next to the
 * form values: required when the e-mail address changes (403 E035 when missing or wrong), never
 * stored. Not a form field.
 */
export const CURRENT_PASSWORD_KEY = 'currentPassword';
/** `PUT personal/myInfo` answer. */
export const myInfoUpdateResponseSchema = envelope(myInfoSchema);

/**
 * Profile image payload: base64 without the data-URL prefix, and a file name
 * (docs/behaviour/people-and-guests.md#photos).
 */
export const profileImageSchema = z.object({
  profileImageData: z.string().check(z.minLength(1)),
  profileImageName: z.string().check(z.minLength(1), z.maxLength(255)),
});
/** Profile image payload. */
export type ProfileImage = z.infer<typeof profileImageSchema>;

/** `GET personal/structure/MY_INFO_EDIT/` answer: the profile form's field definitions. */
export const fieldStructureResponseSchema = envelope(fieldDefinitionsSchema);

/** A notification setting value: T on, F off (docs/behaviour/people-and-guests.md#profile-page). */
export const settingValueSchema = z.enum(['T', 'F']);
/** A notification setting value. */
export type SettingValue = z.infer<typeof settingValueSchema>;
/** `GET personal/get-config/?key=` answer: the settings as a map of key to T/F. */
export const settingsResponseSchema = envelope(z.record(z.string(), settingValueSchema));
/** `POST personal/set-config/` body. */
export const settingSchema = z.object({
  key: z.string().check(z.minLength(1)),
  value: settingValueSchema,
});
/** A notification setting. */
export type Setting = z.infer<typeof settingSchema>;

/** An item of the locale list: `locale.code` (docs/behaviour/languages.md#server-translations). */
export const localeItemSchema = z.object({
  locale: z.object({ code: z.string().check(z.minLength(2)), name: z.optional(z.string()) }),
});
/** An item of the locale list. */
export type LocaleItem = z.infer<typeof localeItemSchema>;
/** `GET personal/locale/` answer. */
export const localeListResponseSchema = envelope(z.array(localeItemSchema));

/** A translation term: its key (`termId`) and text (`value`). */
export const translationTermSchema = z.object({ termId: z.string(), value: z.string() });
/** A translation term. */
export type TranslationTerm = z.infer<typeof translationTermSchema>;
/** `GET personal/translation/{locale}` answer. */
export const translationResponseSchema = envelope(z.array(translationTermSchema));

/** `POST personal/addTerm/` body: a translation key missing on the client. */
export const addTermSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });

/**
 * `GET personal/legal-terms/{lang}` answer (our design): the locale
 * actually served, and the terms and privacy texts as sanitized HTML.
 */
export const legalTermsSchema = z.object({
  locale: z.string(),
  termsAndConditions: z.string(),
  privacyPolicy: z.string(),
});
/** Legal texts. */
export type LegalTerms = z.infer<typeof legalTermsSchema>;
/** `GET personal/legal-terms/{lang}` answer. */
export const legalTermsResponseSchema = envelope(legalTermsSchema);

/** `GET personal/logo` answer: a base64 PNG. */
export const logoResponseSchema = envelope(z.string());

/**
 * Account actions on a person (docs/behaviour/people-and-guests.md#account-actions): block
 * (`delete-subscription`), restore, generate credentials, reset credentials, reset password. Each
 * is `PUT personal/{action}/{id}`. The names are also the last part of their message keys
 * (`subscription.success.{action}`).
 */
export const ACCOUNT_ACTIONS = [
  'delete-subscription',
  'restore-subscription',
  'generate-subscription',
  'reset-subscription',
  'reset-password',
] as const;
/** An account action. */
export const accountActionSchema = z.enum(ACCOUNT_ACTIONS);
/** An account action. */
export type AccountAction = z.infer<typeof accountActionSchema>;
