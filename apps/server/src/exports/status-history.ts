import { ARCHIVE_CAUSES, EXPORT_DEFAULT_PERIODS } from '@care/api-client/schemas';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { accountStatusHistory, personalData } from '../db/schema';
import type { ExportCell, ExportRegistry } from './registry';

const ARCHIVE = new Set<string>(ARCHIVE_CAUSES);

/** A cause as a term: an archive cause of the dismiss dialog, or a change's own word. */
function causeCell(cause: string | null): ExportCell {
  if (cause === null || cause === '') return null;
  return { term: ARCHIVE.has(cause) ? `guests.archiveCause.${cause}` : `exports.cause.${cause}` };
}

/**
 * `STATUS_HISTORY`: the guest's status changes whose effective day lies in the period
 * (docs/behaviour/exports.md#status-history), oldest first: the guest list's history as a file.
 */
export function registerStatusHistoryExport(exports: ExportRegistry): void {
  exports.register({
    type: 'STATUS_HISTORY',
    module: 'guests',
    titleKey: 'exports.type.STATUS_HISTORY',
    defaultPeriod: EXPORT_DEFAULT_PERIODS.guests,
    columns: [
      { key: 'date', label: 'exports.statusHistory.date', width: 'auto' },
      { key: 'from', label: 'exports.statusHistory.from' },
      { key: 'to', label: 'exports.statusHistory.to' },
      { key: 'cause', label: 'exports.statusHistory.cause' },
      { key: 'recordedAt', label: 'exports.statusHistory.recordedAt', width: 'auto' },
      { key: 'recordedBy', label: 'exports.statusHistory.recordedBy' },
    ],
    async rows(db, guest, period) {
      const author = alias(personalData, 'author');
      const rows = await db
        .select({
          date: accountStatusHistory.effectiveDate,
          from: accountStatusHistory.fromStatus,
          to: accountStatusHistory.toStatus,
          cause: accountStatusHistory.cause,
          at: accountStatusHistory.changedAt,
          name: author.name,
          surname: author.surname,
        })
        .from(accountStatusHistory)
        .leftJoin(author, eq(author.accountId, accountStatusHistory.changedBy))
        .where(
          and(
            eq(accountStatusHistory.accountId, guest.accountId),
            gte(accountStatusHistory.effectiveDate, period.from),
            lte(accountStatusHistory.effectiveDate, period.to),
          ),
        )
        .orderBy(
          asc(accountStatusHistory.effectiveDate),
          asc(accountStatusHistory.changedAt),
          asc(accountStatusHistory.id),
        );
      return rows.map((row) => ({
        date: { day: row.date },
        from: row.from ? { term: `exports.status.${row.from}` } : null,
        to: { term: `exports.status.${row.to}` },
        cause: causeCell(row.cause),
        recordedAt: { instant: row.at },
        recordedBy:
          row.name !== null && row.surname !== null
            ? `${row.name} ${row.surname}`
            : { term: 'exports.statusHistory.initialData' },
      }));
    },
  });
}
