import { describe, expect, it } from 'vitest';
import {
  displayNameSchema,
  hasInvisibleFormatting,
  hasUnstorableCharacter,
  MAX_RECORD_ID,
  nameKey,
  recordIdSchema,
  recordIdTextSchema,
} from './text';

describe('record ids', () => {
  it('are whole numbers from 1 to 2^31 - 1', () => {
    expect(recordIdSchema.safeParse(1).success).toBe(true);
    expect(recordIdSchema.safeParse(MAX_RECORD_ID).success).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_RECORD_ID + 1, 2 ** 53, '5', null]) {
      expect(recordIdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('in a path or query are canonical decimals only', () => {
    expect(recordIdTextSchema.parse('5')).toBe(5);
    expect(recordIdTextSchema.parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const bad of ['0x5', '1e0', '+5', '5.0', '05', ' 5', '5 ', '0', '-5', '2147483648', '']) {
      expect(recordIdTextSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('text checks', () => {
  it('find NUL and lone surrogates, and nothing in well-formed text', () => {
    expect(hasUnstorableCharacter('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacter('\ud800')).toBe(true);
    expect(hasUnstorableCharacter('x\udc00')).toBe(true);
    expect(hasUnstorableCharacter('😀 é \u202e')).toBe(false);
  });

  it('find bidirectional controls, zero-width and control characters', () => {
    for (const mark of [
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
      '\u200b',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\t',
    ]) {
      expect(hasInvisibleFormatting(`a${mark}b`), mark.codePointAt(0)?.toString(16)).toBe(true);
    }
    expect(hasInvisibleFormatting('Résumé – 2026 (v2).pdf')).toBe(false);
  });
});

describe('names', () => {
  it('are compared after NFC and case folding', () => {
    expect(nameKey('SEC-TEST.txt')).toBe(nameKey('sec-test.txt'));
    expect(nameKey('sec-te\u0301st.txt')).toBe(nameKey('sec-t\u00e9st.txt'));
    expect(nameKey('SEC-TE\u0301ST.TXT')).toBe(nameKey('sec-t\u00e9st.txt'));
    expect(nameKey('STRASSE')).toBe(nameKey('straße'));
    expect(nameKey('sec-test.txt')).not.toBe(nameKey('sec-t\u00e9st.txt'));
  });

  it('are trimmed, stored in NFC and refused with invisible formatting', () => {
    const schema = displayNameSchema(10);
    expect(schema.parse('  Conse\u0301nt ')).toBe('Cons\u00e9nt');
    expect(schema.safeParse('exe\u202etxt').success).toBe(false);
    expect(schema.safeParse('a\u200bb').success).toBe(false);
    expect(schema.safeParse('   ').success).toBe(false);
    expect(schema.safeParse('x'.repeat(11)).success).toBe(false);
  });
});
