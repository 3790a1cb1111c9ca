import { z } from 'zod/mini';

/** The largest id of a stored record: ids are PostgreSQL `integer` columns (32-bit, signed). */
export const MAX_RECORD_ID = 2_147_483_647;

/** The id of a stored record in a JSON body: a whole number from 1 to 2^31 − 1. */
export const recordIdSchema = z.int().check(z.gte(1), z.lte(MAX_RECORD_ID));

/**
 * A record id written in a path or a query string: canonical decimal only, so `0x5`, `1e0`, `+5`,
 * `5.0`, `05` or ` 5` never reach record 5. Parses to the number.
 */
export const recordIdTextSchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, 'expected a decimal id')),
    z.transform(Number),
  ),
  recordIdSchema,
);

// NUL, and a surrogate half without its partner (JSON's `\ud800` escapes make them).
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether `text` holds a character no text column can store: NUL (PostgreSQL refuses it) or a lone
 * surrogate (not Unicode; it would be stored as U+FFFD). The server refuses such input anywhere in
 * a request (body keys and values, query, path) with 400 E016.
 */
export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}

// Bidirectional embeddings, overrides and isolates; zero-width space, joiners, word joiner, BOM.
const INVISIBLE_FORMATTING = /[\u200b-\u200d\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Whether `text` holds a control character or invisible formatting (a bidirectional override, a
 * zero-width character), which can make a name read as another (`exe.txt` shown for `txt.exe`).
 */
export function hasInvisibleFormatting(text: string): boolean {
  return INVISIBLE_FORMATTING.test(text) || CONTROL.test(text);
}

/**
 * The form two names are compared in for "same name" checks: Unicode-normalised (NFC) and case
 * folded, so `SEC-TEST.txt`, `sec-tést.txt` precomposed and decomposed each match their twin.
 */
export function nameKey(name: string): string {
  // Upper then lower folds `ß` with `SS` as well; NFC again after the case mappings.
  return name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * A name people read (a document, an attachment): trimmed, 1 to `max` characters, without
 * control characters or invisible formatting, and stored in NFC.
 */
export function displayNameSchema(max: number) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.maxLength(max),
      z.refine(
        (name) => !hasInvisibleFormatting(name),
        'control or invisible formatting character',
      ),
    ),
    z.transform((name) => name.normalize('NFC')),
  );
}
