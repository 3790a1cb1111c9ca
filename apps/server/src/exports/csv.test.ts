import { describe, expect, it } from 'vitest';
import { contentDisposition } from './filename';
import { csvField, toCsv } from './csv';
import { resolvePeriod } from './period';

const BOM = [0xef, 0xbb, 0xbf];

describe('the CSV writer', () => {
  it('starts with the UTF-8 byte order mark and ends every record with CRLF', () => {
    const bytes = toCsv(['Data', 'Causa'], [['01/02/2026', 'Morte']], 'it');
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect(bytes.subarray(3).toString('utf8')).toBe('Data;Causa\r\n01/02/2026;Morte\r\n');
  });

  it('separates with ; for it, de and es, and with , for en', () => {
    const text = (lang: 'it' | 'de' | 'es' | 'en') =>
      toCsv(['a', 'b'], [], lang).subarray(3).toString('utf8');
    expect([text('it'), text('de'), text('es'), text('en')]).toEqual([
      'a;b\r\n',
      'a;b\r\n',
      'a;b\r\n',
      'a,b\r\n',
    ]);
  });

  it('quotes a field with the separator, a quote, CR or LF, doubling its quotes (RFC 4180)', () => {
    expect(csvField('Rossi; Maria', ';')).toBe('"Rossi; Maria"');
    expect(csvField('Rossi, Maria', ';')).toBe('Rossi, Maria');
    expect(csvField('Rossi, Maria', ',')).toBe('"Rossi, Maria"');
    expect(csvField('il "nonno"', ';')).toBe('"il ""nonno"""');
    expect(csvField('riga 1\nriga 2', ';')).toBe('"riga 1\nriga 2"');
    expect(csvField('Müller Ñúñez àèìòù ß', ';')).toBe('Müller Ñúñez àèìòù ß');
  });

  it('keeps formulas from running: = + - @ tab and CR at the start get an apostrophe', () => {
    expect(csvField('=HYPERLINK("http://x")', ',')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+39 333', ';')).toBe("'+39 333");
    expect(csvField('-2', ';')).toBe("'-2");
    expect(csvField('@SUM(A1)', ';')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd', ';')).toBe("'\tcmd");
    expect(csvField('\rcmd', ';')).toBe('"\'\rcmd"');
    expect(csvField('a=b', ';')).toBe('a=b');
  });

  it('writes numbers as numbers, negative ones included, quoting a decimal comma under ,', () => {
    expect(csvField({ numeric: '-0,5' }, ';')).toBe('-0,5');
    expect(csvField({ numeric: '-0.5' }, ',')).toBe('-0.5');
    expect(csvField({ numeric: '36,5' }, ',')).toBe('"36,5"');
  });
});

describe('the download’s file name', () => {
  it('gives an ASCII filename and the UTF-8 one as filename* (RFC 5987), nothing unsafe', () => {
    expect(contentDisposition('STATUS_HISTORY_Müller-Zoë_2026-01-01.pdf')).toBe(
      'attachment; filename="STATUS_HISTORY_Muller-Zoe_2026-01-01.pdf"; ' +
        "filename*=UTF-8''STATUS_HISTORY_M%C3%BCller-Zo%C3%AB_2026-01-01.pdf",
    );
    const hostile = contentDisposition('../"x"\r\nSet-Cookie: a=b;.csv');
    expect(hostile).not.toMatch(/[\r\n]/);
    expect(hostile).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[^"\s;]+$/);
  });
});

describe('the period', () => {
  it('takes the type’s default when none is given, and refuses reversed or too long ones', () => {
    expect(resolvePeriod({}, { days: 7 }, '2026-03-10')).toEqual({
      from: '2026-03-03',
      to: '2026-03-10',
    });
    expect(resolvePeriod({}, { days: 6 }, '2026-03-10').from).toBe('2026-03-04');
    expect(resolvePeriod({}, { months: 1 }, '2026-03-31').from).toBe('2026-02-28');
    expect(resolvePeriod({ to: '2026-01-31' }, { months: 1 }, '2026-03-10').from).toBe(
      '2025-12-31',
    );
    expect(() => resolvePeriod({ from: '2026-02-02', to: '2026-02-01' }, { days: 7 }, 'x')).toThrow(
      'E040',
    );
    expect(resolvePeriod({ from: '2025-01-01', to: '2025-12-31' }, { days: 7 }, 'x')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(() => resolvePeriod({ from: '2024-01-01', to: '2025-01-01' }, { days: 7 }, 'x')).toThrow(
      'E041',
    );
  });
});
