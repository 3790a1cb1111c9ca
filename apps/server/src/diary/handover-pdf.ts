import {
  EXPORT_MAX_PDF_ROWS,
  type DiaryEntry,
  type DiaryHandover,
  type DiaryHandoverGuest,
  type ExportLanguage,
} from '@care/api-client/schemas';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Database } from '../db/client';
import { customerGroups } from '../db/schema';
import { AppError } from '../errors/app-error';
import { pdfTable, renderPdf } from '../exports/pdf';
import { nameOf } from '../exports/produce';
import { loadExportTexts, type ExportTexts } from '../exports/texts';
import { entryTextCell, ORIGIN_TERMS } from './text-cell';
import type { DiaryCaller } from './access';
import { categoryTerms } from './exports';
import { handoverSheet, type HandoverQuery } from './handover';

/**
 * The handover as a PDF (docs/behaviour/diary.md#handover), laid out like the exports (the same
 * frame, header and footer): the title, scope, mode and period in the header; per guest a heading
 * and a table of their entries. Texts are the server's terms, as the exports' are.
 */

const HANDOVER = 'diary.handover';
const COLUMNS = ['occurredAt', 'author', 'categories', 'significance', 'text'] as const;
/** The screen's terms where the PDF says the same; `pdf.*` where it says more. */
const FIXED_KEYS = [
  `${HANDOVER}.title`,
  `${HANDOVER}.pdf.group`,
  `${HANDOVER}.pdf.period`,
  `${HANDOVER}.scopes.group`,
  `${HANDOVER}.scopes.guests`,
  `${HANDOVER}.scopes.mine`,
  `${HANDOVER}.modes.summary`,
  `${HANDOVER}.modes.full`,
  `${HANDOVER}.guestHeading`,
  `${HANDOVER}.guestHeadingNoRoom`,
  `${HANDOVER}.empty`,
  'exports.pdf.footer',
  ...COLUMNS.map((column) => `diary.export.${column}`),
  'diary.significance.routine',
  'diary.significance.significant',
  'diary.significance.critical',
  ...ORIGIN_TERMS,
];

/** What the PDF is made from. */
export interface HandoverPdfJob {
  query: HandoverQuery;
  lang: ExportLanguage;
  timeZone: string | null;
  now: Date;
}

/** The scope line: the group's name, or which guests. */
async function scopeLine(db: Database, sheet: DiaryHandover, texts: ExportTexts) {
  if (sheet.scope !== 'group' || sheet.groupId === null)
    return texts.t(`${HANDOVER}.scopes.${sheet.scope}`);
  const [group] = await db
    .select({ name: customerGroups.name })
    .from(customerGroups)
    .where(eq(customerGroups.id, sheet.groupId));
  return texts.t(`${HANDOVER}.pdf.group`, { name: group?.name ?? String(sheet.groupId) });
}

/** One guest's heading and table. */
function guestSection(
  guest: DiaryHandoverGuest,
  texts: ExportTexts,
  category: (id: string) => string,
): Content[] {
  const row = (entry: DiaryEntry) => [
    texts.instant(new Date(entry.occurredAt)),
    entry.author.name,
    entry.categories.map(category).join(', '),
    texts.t(`diary.significance.${entry.significance}`),
    texts.cell(entryTextCell(entry)),
  ];
  const heading = texts.t(
    guest.room ? `${HANDOVER}.guestHeading` : `${HANDOVER}.guestHeadingNoRoom`,
    {
      name: guest.name,
      surname: guest.surname,
      room: guest.room ?? '',
    },
  );
  return [
    { text: heading, bold: true, fontSize: 10, margin: [0, 8, 0, 2] },
    pdfTable(
      ['auto', 'auto', 'auto', 'auto', '*'],
      COLUMNS.map((column) => texts.t(`diary.export.${column}`)),
      guest.entries.map(row),
    ),
  ];
}

/** The handover sheet of `job` as a PDF; over 3 000 entries: 422 E043, as an export. */
export async function handoverPdf(
  db: Database,
  caller: DiaryCaller,
  job: HandoverPdfJob,
): Promise<Readable> {
  const sheet = await handoverSheet(db, caller, job.query, job.now);
  if (sheet.total > EXPORT_MAX_PDF_ROWS) throw new AppError('E043');
  const terms = await categoryTerms(db);
  const keys = [...FIXED_KEYS, ...terms.values()];
  const texts = await loadExportTexts(db, job.lang, keys, job.timeZone);
  const category = (id: string) => texts.t(terms.get(id) ?? id);
  const user = await nameOf(db, caller.accountId);
  const at = texts.instant(job.now);
  const content: Content[] = sheet.guests.length
    ? sheet.guests.flatMap((guest) => guestSection(guest, texts, category))
    : [{ text: texts.t(`${HANDOVER}.empty`), italics: true }];
  const frame = {
    title: texts.t(`${HANDOVER}.title`),
    facilityLine: await scopeLine(db, sheet, texts),
    guestLine: texts.t(`${HANDOVER}.modes.${sheet.mode}`),
    periodLine: texts.t(`${HANDOVER}.pdf.period`, {
      from: texts.instant(new Date(sheet.from)),
      to: texts.instant(new Date(sheet.to)),
    }),
    footer: (page: number, pages: number) =>
      texts.t('exports.pdf.footer', { page, pages, user, at }),
    author: user,
    lang: job.lang,
  };
  return renderPdf(frame, content);
}
