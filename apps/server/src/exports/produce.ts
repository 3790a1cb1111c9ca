import {
  EXPORT_MAX_PDF_ROWS,
  type ExportFormat,
  type ExportLanguage,
} from '@care/api-client/schemas';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { customerAccounts, personalData } from '../db/schema';
import type { ScopeCaller } from '../people/scope';
import { toCsv, type CsvCell } from './csv';
import { buildPdf } from './pdf';
import type { ExportGuest, ExportPeriod, ExportTypeDefinition } from './registry';
import { dayText, loadExportTexts, termKeysOf } from './texts';

/** One export to make. */
export interface ExportJob {
  definition: ExportTypeDefinition;
  guest: ExportGuest;
  period: ExportPeriod;
  format: ExportFormat;
  lang: ExportLanguage;
  caller: ScopeCaller;
  /** The caller's time zone (instants in the file, "printed on"); UTC without one. */
  timeZone: string | null;
  now: Date;
}

/** A made export: the bytes or stream, its media type and how many rows it holds. */
export interface ExportFile {
  body: Buffer | Readable;
  contentType: string;
  rowCount: number;
}

const PDF_KEYS = [
  'exports.pdf.facility',
  'exports.pdf.guest',
  'exports.pdf.born',
  'exports.pdf.period',
  'exports.pdf.footer',
  'exports.pdf.empty',
];

/** The caller's name as the footer prints it: name and surname, else the username. */
export async function nameOf(db: Database, accountId: number): Promise<string> {
  const [row] = await db
    .select({
      name: personalData.name,
      surname: personalData.surname,
      username: customerAccounts.username,
    })
    .from(customerAccounts)
    .leftJoin(personalData, eq(personalData.accountId, customerAccounts.id))
    .where(eq(customerAccounts.id, accountId));
  if (!row) return String(accountId);
  return row.name && row.surname ? `${row.name} ${row.surname}` : row.username;
}

/** Reads the rows and writes them as CSV or PDF in the export's language. */
export async function produceExport(db: Database, job: ExportJob): Promise<ExportFile> {
  const { definition, guest, period, lang } = job;
  const rows = await definition.rows(db, guest, period, job.caller);
  if (job.format === 'pdf' && rows.length > EXPORT_MAX_PDF_ROWS) throw new AppError('E043');
  const labels = definition.columns.map((column) => column.label);
  const texts = await loadExportTexts(
    db,
    lang,
    termKeysOf([...PDF_KEYS, definition.titleKey, ...labels], rows),
    job.timeZone,
  );
  const header = labels.map((label) => texts.t(label));
  const csvCells = rows.map((row) =>
    definition.columns.map((column): CsvCell => {
      const cell = row[column.key] ?? null;
      return typeof cell === 'number' ? { numeric: texts.cell(cell) } : texts.cell(cell);
    }),
  );
  if (job.format === 'csv') {
    return {
      body: toCsv(header, csvCells, lang),
      contentType: 'text/csv; charset=utf-8',
      rowCount: rows.length,
    };
  }
  const guestName = `${guest.surname} ${guest.name}`;
  const user = await nameOf(db, job.caller.accountId);
  const at = texts.instant(job.now);
  const body = await buildPdf({
    title: texts.t(definition.titleKey),
    facilityLine: texts.t('exports.pdf.facility', { name: guest.facility }),
    guestLine: texts.t('exports.pdf.guest', {
      name: guest.birthDate
        ? `${guestName}, ${texts.t('exports.pdf.born', { date: dayText(guest.birthDate) })}`
        : guestName,
    }),
    periodLine: texts.t('exports.pdf.period', {
      from: dayText(period.from),
      to: dayText(period.to),
    }),
    footer: (page, pages) => texts.t('exports.pdf.footer', { page, pages, user, at }),
    columns: definition.columns,
    header,
    rows: csvCells.map((row) =>
      row.map((cell) => (typeof cell === 'string' ? cell : cell.numeric)),
    ),
    emptyText: texts.t('exports.pdf.empty'),
    author: user,
    lang,
  });
  return { body, contentType: 'application/pdf', rowCount: rows.length };
}
