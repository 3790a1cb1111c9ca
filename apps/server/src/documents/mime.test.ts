import { describe, expect, it } from 'vitest';
import { sniffMimeType, zipEntryNames } from './mime';
import { zipWith } from './mime.test-support';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffMimeType', () => {
  it('recognises the accepted types by their first bytes', () => {
    expect(sniffMimeType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMimeType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffMimeType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMimeType(bytes('GIF89a...'))).toBe('image/gif');
    expect(sniffMimeType(bytes('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffMimeType(Buffer.from('Ciao, questo è un testo.\r\n\tRiga due.'))).toBe(
      'text/plain',
    );
    expect(sniffMimeType(zipWith(['[Content_Types].xml', 'word/document.xml']))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses everything else: executables, markup, other archives, binary junk, nothing', () => {
    for (const content of [
      bytes('MZ\x90\x00'),
      bytes('\x7fELF\x02\x01'),
      bytes('<html><body>x</body></html>'),
      bytes('\uFEFF  <!DOCTYPE html>'),
      bytes('<?xml version="1.0"?><svg/>'),
      bytes('RIFF\x10\x00\x00\x00WAVEfmt '),
      zipWith(['[Content_Types].xml', 'ppt/presentation.xml']),
      zipWith(['word/document.xml']),
      bytes('text with a NUL\x00 inside'),
      bytes([0xc3, 0x28]),
      bytes(''),
    ]) {
      expect(sniffMimeType(content)).toBeNull();
    }
  });

  it('reads a ZIP central directory and gives up on a broken one', () => {
    expect(zipEntryNames(zipWith(['a.txt', 'b/c.xml']))).toEqual(['a.txt', 'b/c.xml']);
    const broken = zipWith(['a.txt']);
    broken.writeUInt32LE(999, broken.length - 6);
    expect(zipEntryNames(broken)).toBeNull();
    expect(zipEntryNames(bytes('PK\x03\x04'))).toBeNull();
  });
});
