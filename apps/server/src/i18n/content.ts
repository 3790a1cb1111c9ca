import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { legalProductSchema, type LegalProduct } from '@care/api-client/schemas';
import { z } from 'zod';
import { serverPackageRoot } from '../paths';

/** The folder of the server's editable content (legal texts, product list, logo). */
export function contentFolder(): string {
  return join(serverPackageRoot(), 'content');
}

/**
 * An address of the legal product list: a page of the web app (`/loggedIn/…`) or an external
 * `https://` document. Nothing else (no `javascript:`, no plain `http://`).
 */
const legalAddressSchema = z
  .string()
  .max(500)
  .refine(
    (value) => /^\/[A-Za-z0-9/_-]*$/.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value),
    'must be an app path or an https:// address',
  );

const productFileSchema = z
  .array(
    z.object({
      ...legalProductSchema.shape,
      name: z.string().min(1).max(100),
      termsAndCondition: legalAddressSchema,
      privacyPolicy: legalAddressSchema,
    }),
  )
  .min(1);

/** Reads and validates `content/legal/products.json`; throws (stopping the start) when invalid. */
export function readLegalProducts(folder = contentFolder()): LegalProduct[] {
  const file = join(folder, 'legal', 'products.json');
  const parsed = productFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} is not a valid legal product list: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** Reads `content/logo.png` as base64 (the `GET personal/logo` answer). */
export function readLogo(folder = contentFolder()): string {
  const png = readFileSync(join(folder, 'logo.png'));
  // The PNG signature: refuse to serve anything else under that name.
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    throw new Error('content/logo.png is not a PNG file');
  }
  return png.toString('base64');
}

/** The legal texts of one locale, as written in the content folder (not yet sanitized). */
export interface LegalTextFiles {
  locale: string;
  termsAndConditions: string;
  privacyPolicy: string;
}

/** Every locale that has both legal files in `content/legal/`. */
export function readLegalTextFiles(folder = contentFolder()): LegalTextFiles[] {
  const dir = join(folder, 'legal');
  const files = new Set(readdirSync(dir));
  const locales = [...files]
    .map((name) => /^terms-and-conditions\.([a-z]{2})\.html$/.exec(name)?.[1])
    .filter((locale): locale is string => locale !== undefined)
    .filter((locale) => files.has(`privacy-policy.${locale}.html`))
    .sort();
  return locales.map((locale) => ({
    locale,
    termsAndConditions: readFileSync(join(dir, `terms-and-conditions.${locale}.html`), 'utf8'),
    privacyPolicy: readFileSync(join(dir, `privacy-policy.${locale}.html`), 'utf8'),
  }));
}
