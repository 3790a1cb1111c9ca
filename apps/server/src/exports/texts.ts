import type { ExportLanguage } from '@care/api-client/schemas';
import { bundledResources, toTerms } from '@care/i18n/resources';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { translations } from '../db/schema';
import type { ExportCell } from './registry';

/**
 * The texts of an export in its language: the server's terms (the `translations` table, which an
 * administrator may edit), else the bundled text of that language, else English, else the term id.
 */
export interface ExportTexts {
  /** The term `key` with its `{{name}}` placeholders filled from `values`. */
  t(key: string, values?: Readonly<Record<string, string | number>>): string;
  /**
   * A cell as text: a number in the language's notation (no grouping: `1234,5` in it, de, es), a
   * day as DD/MM/YYYY, an instant as DD/MM/YYYY HH:mm in the time zone.
   */
  cell(cell: ExportCell): string;
  /** An instant as DD/MM/YYYY HH:mm in the export's time zone. */
  instant(at: Date): string;
}

function bundled(lang: ExportLanguage): ReadonlyMap<string, string> {
  return new Map(toTerms(bundledResources[lang].translation).map((t) => [t.termId, t.value]));
}

/** A day `YYYY-MM-DD` as DD/MM/YYYY (Care's one date format in every language). */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Loads the terms `keys` of `lang` (the ones a cell names are found in `cells`). */
export async function loadExportTexts(
  db: Database,
  lang: ExportLanguage,
  keys: readonly string[],
  timeZone: string | null,
): Promise<ExportTexts> {
  const stored = new Map(
    (
      await db
        .select({ termId: translations.termId, value: translations.value })
        .from(translations)
        .where(and(eq(translations.locale, lang), inArray(translations.termId, [...keys])))
    ).map((row) => [row.termId, row.value]),
  );
  const own = bundled(lang);
  const english = lang === 'en' ? own : bundled('en');
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const t: ExportTexts['t'] = (key, values = {}) =>
    (stored.get(key) ?? own.get(key) ?? english.get(key) ?? key).replace(
      /\{\{\s*(\w+)\s*\}\}/g,
      (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match),
    );
  const instant = (at: Date) => clock.format(at).replace(',', '');
  const number = new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 6 });
  const cell = (value: ExportCell): string => {
    if (value === null) return '';
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return number.format(value);
    if ('day' in value) return dayText(value.day);
    if ('instant' in value) return instant(value.instant);
    if ('terms' in value) return value.terms.map((term) => t(term)).join(', ');
    if ('fields' in value) {
      return value.fields.map(([label, answer]) => `${t(label)}: ${cell(answer)}`).join('; ');
    }
    if ('lines' in value) return value.lines.map(cell).join('\n');
    return t(value.term, value.values);
  };
  return { t, instant, cell };
}

/** The term ids an export needs: its own, its columns' and those its cells name. */
export function termKeysOf(
  fixed: readonly string[],
  rows: readonly Readonly<Record<string, ExportCell>>[],
): string[] {
  const keys = new Set(fixed);
  const add = (cell: ExportCell) => {
    if (cell === null || typeof cell !== 'object') return;
    if ('term' in cell) keys.add(cell.term);
    if ('terms' in cell) for (const term of cell.terms) keys.add(term);
    if ('lines' in cell) for (const line of cell.lines) add(line);
    if ('fields' in cell) {
      for (const [label, answer] of cell.fields) {
        keys.add(label);
        add(answer);
      }
    }
  };
  for (const row of rows) for (const cell of Object.values(row)) add(cell);
  return [...keys];
}
