import { z } from 'zod/mini';
import { EXPORT_RANGE_DAYS } from './catalogues';
import { recordIdTextSchema } from './text';

/**
 * Exports of a guest's records as CSV or PDF (docs/behaviour/exports.md): one route for every
 * care module, `GET exports/{type}?guestId=&from=&to=&format=&lang=`, answered as a download.
 */

/** The file formats of an export. */
export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
/** A file format of an export. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The languages an export's texts and CSV separator follow (docs/behaviour/exports.md#csv). */
export const EXPORT_LANGUAGES = ['it', 'en', 'de', 'es'] as const;
/** A language of an export. */
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** The longest period one export covers, in days (both ends included): 400 E041 beyond. */
export const EXPORT_MAX_DAYS = 366;

/**
 * The most rows a PDF export prints (about 60 pages): the server lays a PDF out in one go, so a
 * longer one would hold it up for everyone. 422 E043 beyond: a shorter period, or CSV, which has
 * no such limit (docs/behaviour/exports.md#pdf).
 */
export const EXPORT_MAX_PDF_ROWS = 3000;

/**
 * How far back a module's period starts by default, ending today: `{ days: 7 }` is today and the
 * seven days before it (docs/behaviour/exports.md#periods).
 */
export type ExportDefaultPeriod = { readonly days: number } | { readonly months: number };

/**
 * The care modules' default periods (docs/behaviour/exports.md#periods): the days back of
 * `EXPORT_RANGE_DAYS`, the last month for meals and hydration (and the guests' own exports).
 */
export const EXPORT_DEFAULT_PERIODS = {
  diary: { days: EXPORT_RANGE_DAYS.diary },
  goals: { days: EXPORT_RANGE_DAYS.goals },
  nutrition: { days: EXPORT_RANGE_DAYS.nutrition },
  purge: { days: EXPORT_RANGE_DAYS.purge },
  meals: { months: 1 },
  hydration: { months: 1 },
  guests: { months: 1 },
  measurement: { months: 1 },
} as const satisfies Record<string, ExportDefaultPeriod>;
/** A module with a default period of its own. */
export type ExportModule = keyof typeof EXPORT_DEFAULT_PERIODS;

/**
 * An export type's name in the path: upper case letters, digits and `_` (`STATUS_HISTORY`, or one
 * of the modules' `EXPORT_TYPES`). Whether it exists is the server's registry's business (E042).
 */
export const exportTypeNameSchema = z.string().check(z.maxLength(40), z.regex(/^[A-Z][A-Z0-9_]*$/));

/** The path parameters of the export route. */
export const exportParamsSchema = z.object({ type: exportTypeNameSchema });

/** The period, format and language every export takes. */
const exportShape = {
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  format: z._default(z.enum(EXPORT_FORMATS), 'pdf'),
  lang: z._default(z.enum(EXPORT_LANGUAGES), 'en'),
};

/**
 * The query of the export route. `guestId` is the guest's personalDataId; `from` and `to` are
 * days (`YYYY-MM-DD`, both included; the module's default period when absent); `format`
 * defaults to `pdf`, `lang` to `en`.
 */
export const exportQuerySchema = z.object({ guestId: recordIdTextSchema, ...exportShape });
/** The export route's query as sent. */
export type ExportQueryInput = z.input<typeof exportQuerySchema>;

/**
 * The query of a group's export (`exports/{type}/group`): `groupId` one of the caller's groups,
 * the rest as a guest's export. Only the types that allow it (the diary's, the measurements').
 */
export const exportGroupQuerySchema = z.object({ groupId: recordIdTextSchema, ...exportShape });

/** What every export asks for: the type, the period, the format and the language. */
interface ExportChoice {
  /** The export type (`STATUS_HISTORY`). */
  type: string;
  /** First day, `YYYY-MM-DD`. */
  from?: string | undefined;
  /** Last day, `YYYY-MM-DD`. */
  to?: string | undefined;
  format: ExportFormat;
  lang: ExportLanguage;
}

/**
 * What one export asks for: the type and its query, about one guest (`guestId`, the
 * personalDataId) or about the guests of a group (`groupId`).
 */
export type ExportRequest = ExportChoice &
  ({ guestId: number; groupId?: undefined } | { groupId: number; guestId?: undefined });

/** A day `YYYY-MM-DD` moved by `days` (negative: back) and `months`, in the calendar (UTC). */
function shiftDay(day: string, days: number, months = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0),
  ).getUTCDate();
  shifted.setUTCDate(Math.min(date, lastOfMonth) + days);
  return shifted.toISOString().slice(0, 10);
}

/** The default period ending `today` (`YYYY-MM-DD`): `{ from, to }`. */
export function defaultExportPeriod(
  period: ExportDefaultPeriod,
  today: string,
): { from: string; to: string } {
  const from =
    'days' in period ? shiftDay(today, -period.days) : shiftDay(today, 0, -period.months);
  return { from, to: today };
}

/** Days from `from` to `to`, both included (1 for a single day; 0 or less when reversed). */
export function exportPeriodDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}
