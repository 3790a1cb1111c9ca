import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PHOTO_PNG } from '../people/example-photo';
import { ACCEPTED_MIME_TYPES, sniffMimeType } from './mime';
import { zipWith } from './mime.test-support';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffMimeType', () => {
  it('recognises the accepted types by their bytes', async () => {
    const cases: [Uint8Array, string][] = [
      [bytes('%PDF-1.7\n'), 'application/pdf'],
      [Buffer.from(EXAMPLE_PHOTO_PNG, 'base64'), 'image/png'],
      [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
      [bytes('GIF89a...'), 'image/gif'],
      [bytes('RIFF\x10\x00\x00\x00WEBPVP8 '), 'image/webp'],
      [Buffer.from('Ciao, questo è un testo.\r\n\tRiga due.'), 'text/plain'],
      [Buffer.from('name;age\nAda;36\n'), 'text/plain'],
      [
        zipWith(['[Content_Types].xml', 'word/document.xml']),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        zipWith(['[Content_Types].xml', 'xl/workbook.xml']),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    ];
    for (const [content, type] of cases) expect(await sniffMimeType(content)).toBe(type);
  });

  it('refuses everything else: executables, markup, other archives, binary junk, nothing', async () => {
    for (const content of [
      bytes('MZ\x90\x00'),
      bytes('\x7fELF\x02\x01'),
      bytes('<html><body>x</body></html>'),
      bytes('\uFEFF  <!DOCTYPE html>'),
      bytes('<?xml version="1.0"?><svg/>'),
      bytes('RIFF\x10\x00\x00\x00WAVEfmt '),
      zipWith(['[Content_Types].xml', 'ppt/presentation.xml']),
      zipWith(['word/document.xml']),
      zipWith(['readme.txt']),
      bytes('PK\x03\x04'),
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png'),
      bytes('text with a NUL\x00 inside'),
      bytes([0xc3, 0x28]),
      bytes(''),
    ]) {
      expect(await sniffMimeType(content)).toBeNull();
    }
  });

  it('answers an accepted type or null for any bytes, truncated archives included, never throws', async () => {
    const docx = zipWith(['[Content_Types].xml', 'word/document.xml']);
    const prefixes = [[], [0x50, 0x4b, 0x03, 0x04], [...docx.subarray(0, 40)], [0x25, 0x50, 0x44]];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.uint8Array({ maxLength: 300 }),
        async (prefix, rest) => {
          const type = await sniffMimeType(Uint8Array.from([...prefix, ...rest]));
          expect(type === null || ACCEPTED_MIME_TYPES.includes(type)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    for (let cut = 1; cut < docx.length; cut += 7) {
      const type = await sniffMimeType(docx.subarray(0, cut));
      expect(type === null || ACCEPTED_MIME_TYPES.includes(type)).toBe(true);
    }
  });
});
