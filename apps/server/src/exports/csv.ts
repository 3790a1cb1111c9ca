import type { ExportLanguage } from '@care/api-client/schemas';

/**
 * CSV as spreadsheet programs open it (docs/behaviour/exports.md#csv): RFC 4180 (fields with the
 * separator, a quote, CR or LF are quoted, quotes doubled; CRLF after every record), UTF-8 with a
 * byte order mark so accents show right, and the separator the language's spreadsheets expect.
 */

/** The field separator of each language's spreadsheets: `;` where the decimal mark is a comma. */
export const CSV_SEPARATORS: Readonly<Record<ExportLanguage, ',' | ';'>> = {
  it: ';',
  de: ';',
  es: ';',
  en: ',',
};

/**
 * A cell as the CSV writes it: a text (neutralised when it starts like a formula), or a number
 * already in the language's notation (`36,5` in it, de, es), written as it is so the spreadsheet
 * reads a number, a negative one included.
 */
export type CsvCell = string | { readonly numeric: string };

const BOM = '\uFEFF';
/** Starts that a spreadsheet would run as a formula (CSV injection): `= + - @`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text: a formula start gets a leading apostrophe, so it stays text. */
function neutralized(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field, quoted when it holds the separator, a quote, CR or LF. */
export function csvField(value: CsvCell, separator: string): string {
  const text = typeof value === 'string' ? neutralized(value) : value.numeric;
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, the header row, then one record per row, each ended by CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  lang: ExportLanguage,
): Buffer {
  const separator = CSV_SEPARATORS[lang];
  const lines = [header, ...rows].map(
    (cells) => `${cells.map((cell) => csvField(cell, separator)).join(separator)}\r\n`,
  );
  return Buffer.from(BOM + lines.join(''), 'utf8');
}
