import { EXPORT_DEFAULT_PERIODS, levelAllows } from '@care/api-client/schemas';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { attachmentNames } from './attachments';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { diaryCategories, diaryEntries, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { ExportRegistry } from '../exports/registry';
import { levelOf } from '../modules/access';
import { fallCell } from './fall-export';
import { entryTextCell } from './text-cell';
import type { ScopeCaller } from '../people/scope';

const DAY = 86_400_000;

/** Each category's name term (an administrator's own category without one: its id). */
export async function categoryTerms(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: diaryCategories.id, termKey: diaryCategories.termKey })
    .from(diaryCategories);
  return new Map(rows.map((row) => [row.id, row.termKey ?? row.id]));
}

/** 403 E013 unless the caller's role reads the diary (the export route checks only staff). */
async function requireDiaryRead(db: Database, caller: ScopeCaller) {
  if (!levelAllows(await levelOf(db, 'diary', caller.role), 'read')) throw new AppError('E013');
}

/**
 * `DIARY` (docs/behaviour/diary.md#export): the guest's entries whose `occurredAt` lies in the
 * period's days (UTC), oldest first, entries in error and amended ones included with their status,
 * a fall with its record.
 */
export function registerDiaryExport(exports: ExportRegistry): void {
  exports.register({
    type: 'DIARY',
    group: true,
    module: 'diary',
    titleKey: 'exports.type.DIARY',
    defaultPeriod: EXPORT_DEFAULT_PERIODS.diary,
    columns: [
      { key: 'occurredAt', label: 'diary.export.occurredAt', width: 'auto' },
      { key: 'recordedAt', label: 'diary.export.recordedAt', width: 'auto' },
      { key: 'author', label: 'diary.export.author', width: 'auto' },
      { key: 'categories', label: 'diary.export.categories', width: 'auto' },
      { key: 'significance', label: 'diary.export.significance', width: 'auto' },
      { key: 'text', label: 'diary.export.text' },
      { key: 'fall', label: 'diary.fall.title' },
      { key: 'attachments', label: 'diary.export.attachments' },
      { key: 'status', label: 'diary.export.status', width: 'auto' },
    ],
    async rows(db, guest, period, caller) {
      await requireDiaryRead(db, caller);
      const author = alias(personalData, 'author');
      const terms = await categoryTerms(db);
      const rows = await db
        .select({
          entry: diaryEntries,
          name: author.name,
          surname: author.surname,
          files: attachmentNames(),
        })
        .from(diaryEntries)
        .innerJoin(author, eq(author.accountId, diaryEntries.authorId))
        .where(
          and(
            eq(diaryEntries.guestAccountId, guest.accountId),
            gte(diaryEntries.occurredAt, new Date(`${period.from}T00:00:00Z`)),
            lt(diaryEntries.occurredAt, new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY)),
          ),
        )
        .orderBy(asc(diaryEntries.occurredAt), asc(diaryEntries.id));
      return rows.map(({ entry, name, surname, files }) => ({
        occurredAt: { instant: entry.occurredAt },
        recordedAt: { instant: entry.recordedAt },
        author: `${name} ${surname}`,
        categories: { terms: entry.categories.map((id) => terms.get(id) ?? id) },
        significance: { term: `diary.significance.${entry.significance}` },
        text: entryTextCell({ text: entry.text, origin: entry.origin ?? null }),
        fall: fallCell(entry.fall),
        attachments: files.length > 0 ? files.join(', ') : null,
        status: { term: `diary.status.${entry.status}` },
      }));
    },
  });
}
