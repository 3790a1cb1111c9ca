import {
  EXPORT_MAX_PDF_ROWS,
  type ExportFormat,
  type ExportLanguage,
} from '@care/api-client/schemas';
import type { Readable } from 'node:stream';
import type { Content } from 'pdfmake/interfaces';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { customerAccounts, personalData } from '../db/schema';
import type { ScopeCaller } from '../people/scope';
import { toCsv, type CsvCell } from './csv';
import {
  CHART_KEYS,
  chartTermKeys,
  groupCharts,
  guestChart,
  type TitledChart,
} from './chart-content';
import { buildPdf } from './pdf';
import type { ExportGroup } from './group';
import type {
  ExportColumn,
  ExportGuest,
  ExportPeriod,
  ExportRow,
  ExportTypeDefinition,
} from './registry';
import { dayText, loadExportTexts, termKeysOf, type ExportTexts } from './texts';

/** What every export is made of, whoever it is about. */
interface ExportWork {
  definition: ExportTypeDefinition;
  period: ExportPeriod;
  format: ExportFormat;
  lang: ExportLanguage;
  caller: ScopeCaller;
  /** The caller's time zone (instants in the file, "printed on"); UTC without one. */
  timeZone: string | null;
  now: Date;
}

/** One export about a guest. */
export interface ExportJob extends ExportWork {
  guest: ExportGuest;
}

/** One export about a group's guests. */
export interface GroupExportJob extends ExportWork {
  group: ExportGroup;
}

/** A made export: the bytes or stream, its media type and how many rows it holds. */
export interface ExportFile {
  body: Buffer | Readable;
  contentType: string;
  rowCount: number;
  /** A group's export: how many rows each guest (by account id) has in it. */
  rowsByGuest?: ReadonlyMap<number, number>;
}

const PDF_KEYS = [
  'exports.pdf.facility',
  'exports.pdf.guest',
  'exports.pdf.groupGuests',
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

/** The table an export writes: its columns and rows, and the header lines of its PDF. */
interface ExportTable {
  columns: readonly ExportColumn[];
  rows: readonly ExportRow[];
  /** The PDF header's line under the facility: the guest, or how many guests. */
  whoLine: (texts: ExportTexts) => string;
  facility: string;
  /** A PDF's charts (none for CSV, or a type without one) and how they are laid out. */
  charts: { list: readonly TitledChart[]; group: boolean };
}

/** Reads a guest's rows and writes them as CSV or PDF in the export's language. */
export async function produceExport(db: Database, job: ExportJob): Promise<ExportFile> {
  const { definition, guest, period } = job;
  const rows = await definition.rows(db, guest, period, job.caller);
  const guestName = `${guest.surname} ${guest.name}`;
  const chart =
    job.format === 'pdf' && rows.length ? await definition.chart?.(db, guest, period) : undefined;
  return writeExport(db, job, {
    columns: definition.columns,
    rows,
    charts: { list: chart ? [{ title: null, chart }] : [], group: false },
    facility: guest.facility,
    whoLine: (texts) =>
      texts.t('exports.pdf.guest', {
        name: guest.birthDate
          ? `${guestName}, ${texts.t('exports.pdf.born', { date: dayText(guest.birthDate) })}`
          : guestName,
      }),
  });
}

/** The column a group's export adds in front: whose row it is. */
const GUEST_COLUMN: ExportColumn = { key: 'guest', label: 'exports.column.guest', width: 'auto' };

/**
 * Reads the rows of every guest of a group, guest after guest (by surname and name, each guest's
 * rows oldest first), with the guest's name in a first column, and writes them like a guest's.
 */
export async function produceGroupExport(db: Database, job: GroupExportJob): Promise<ExportFile> {
  const { definition, group, period } = job;
  const rows: ExportRow[] = [];
  const rowsByGuest = new Map<number, number>();
  const charts: TitledChart[] = [];
  for (const guest of group.guests) {
    const name = `${guest.surname} ${guest.name}`;
    const own = await definition.rows(db, guest, period, job.caller);
    rowsByGuest.set(guest.accountId, own.length);
    for (const row of own) rows.push({ guest: name, ...row });
    if (job.format === 'pdf' && rows.length > EXPORT_MAX_PDF_ROWS) throw new AppError('E043');
    const chart = job.format === 'pdf' ? await definition.chart?.(db, guest, period) : undefined;
    if (chart) charts.push({ title: name, chart });
  }
  const file = await writeExport(db, job, {
    columns: [GUEST_COLUMN, ...definition.columns],
    rows,
    charts: { list: charts, group: true },
    facility: group.name,
    whoLine: (texts) => texts.t('exports.pdf.groupGuests', { count: group.guests.length }),
  });
  return { ...file, rowsByGuest };
}

/** Writes a table as CSV or PDF in the export's language. */
async function writeExport(db: Database, job: ExportWork, table: ExportTable): Promise<ExportFile> {
  const { definition, period, lang } = job;
  const { columns, rows } = table;
  if (job.format === 'pdf' && rows.length > EXPORT_MAX_PDF_ROWS) throw new AppError('E043');
  const labels = columns.map((column) => column.label);
  const texts = await loadExportTexts(
    db,
    lang,
    termKeysOf(
      [
        ...PDF_KEYS,
        ...CHART_KEYS,
        definition.titleKey,
        ...labels,
        ...chartTermKeys(table.charts.list),
      ],
      rows,
    ),
    job.timeZone,
  );
  const header = labels.map((label) => texts.t(label));
  const csvCells = rows.map((row) =>
    columns.map((column): CsvCell => {
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
  const user = await nameOf(db, job.caller.accountId);
  const at = texts.instant(job.now);
  const body = await buildPdf({
    title: texts.t(definition.titleKey),
    facilityLine: texts.t('exports.pdf.facility', { name: table.facility }),
    guestLine: table.whoLine(texts),
    periodLine: texts.t('exports.pdf.period', {
      from: dayText(period.from),
      to: dayText(period.to),
    }),
    footer: (page, pages) => texts.t('exports.pdf.footer', { page, pages, user, at }),
    columns,
    header,
    rows: csvCells.map((row) =>
      row.map((cell) => (typeof cell === 'string' ? cell : cell.numeric)),
    ),
    emptyText: texts.t('exports.pdf.empty'),
    figures: figuresOf(table.charts, period, texts),
    author: user,
    lang,
  });
  return { body, contentType: 'application/pdf', rowCount: rows.length };
}

/** The charts above a PDF's table: a guest's across the page, a group's two a row. */
function figuresOf(
  charts: ExportTable['charts'],
  period: ExportPeriod,
  texts: ExportTexts,
): Content[] {
  if (charts.group) return groupCharts(charts.list, period, texts);
  return charts.list.map(({ chart }) => guestChart(chart, period, texts));
}
