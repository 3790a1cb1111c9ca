import { z } from 'zod';
import { envelope } from './common';

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

/** The product name the remote configuration keys start with. */
export const PRODUCT_NAME = 'care';
/** The suffix of the maintenance flag key (`{product}{suffix}`, spec 01 §2). */
export const MAINTENANCE_KEY_SUFFIX = '_maintenance';

/** `GET conf/remote-config?key=` answer: `data.data` is the value (spec 01 §7). */
export const remoteConfigResponseSchema = envelope(z.object({ data: z.boolean() }));
