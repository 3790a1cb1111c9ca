import { z } from 'zod/mini';
import { envelope } from './common';
import { REMOTE_CONFIG_KEY_PATTERN } from './site-keys';

/** A product of the legal list: its name and the addresses of its terms and privacy policy. */
export const legalProductSchema = z.object({
  name: z.string(),
  termsAndCondition: z.string(),
  privacyPolicy: z.string(),
});
/** A product of the legal list. */
export type LegalProduct = z.infer<typeof legalProductSchema>;
/** `GET product/legal` answer. */
export const legalProductsResponseSchema = envelope(z.array(legalProductSchema));

export {
  PRODUCT_NAME,
  MAINTENANCE_KEY_SUFFIX,
  MAINTENANCE_FLAG_KEY,
  REMOTE_CONFIG_KEY_PATTERN,
} from './site-keys';

/**
 * `GET conf/remote-config?key=` answer: `data.data` is the value
 * (docs/behaviour/shell-and-session.md#maintenance).
 */
export const remoteConfigResponseSchema = envelope(z.object({ data: z.boolean() }));

/** A remote configuration key (`care_maintenance`). */
export const remoteConfigKeySchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(REMOTE_CONFIG_KEY_PATTERN));

/** `PUT conf/remote-config` body (ours): sets a boolean flag of the remote configuration. */
export const setRemoteConfigRequestSchema = z.object({
  key: remoteConfigKeySchema,
  value: z.boolean(),
});
/** `PUT conf/remote-config` body. */
export type SetRemoteConfigRequest = z.infer<typeof setRemoteConfigRequestSchema>;

/** `PUT conf/remote-config` answer: the flag as stored now. */
export const remoteConfigEntryResponseSchema = envelope(
  z.object({ key: z.string(), value: z.boolean() }),
);
/** A remote configuration flag as stored. */
export type RemoteConfigEntry = z.infer<typeof remoteConfigEntryResponseSchema>['data'];
