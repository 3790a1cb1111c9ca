import type { ExportFormat, ExportLanguage } from '@care/api-client/schemas';
import type { Database } from '../db/client';
import { exportAudit } from '../db/schema';
import type { ScopeCaller } from '../people/scope';
import type { ExportGuest, ExportPeriod, ExportTypeDefinition } from './registry';

/** One export, as the audit log keeps it (docs/behaviour/exports.md#audit). */
export interface ExportEvent {
  caller: ScopeCaller;
  guest: ExportGuest;
  definition: ExportTypeDefinition;
  format: ExportFormat;
  lang: ExportLanguage;
  period: ExportPeriod;
  rowCount: number;
  at: Date;
}

/** Writes who exported what about whom; before the file leaves, so none leaves unrecorded. */
export async function recordExport(db: Database, event: ExportEvent): Promise<void> {
  await db.insert(exportAudit).values({
    at: event.at,
    actorId: event.caller.accountId,
    actorRole: event.caller.role,
    guestAccountId: event.guest.accountId,
    type: event.definition.type,
    module: event.definition.module,
    format: event.format,
    lang: event.lang,
    periodFrom: event.period.from,
    periodTo: event.period.to,
    rowCount: event.rowCount,
  });
}
