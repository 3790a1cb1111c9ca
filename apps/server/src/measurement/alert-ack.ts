import type { MeasurementAlert } from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { measurementAlerts } from '../db/schema';
import { insertEntry } from '../diary/write';
import { AppError } from '../errors/app-error';
import { measurementGuest, type MeasurementCaller } from './access';
import { alertById } from './alert-reads';

/**
 * Acknowledging an alert (docs/behaviour/measurements.md#alerts): the note of the action taken is
 * written to the guest's diary by the diary's own rules (category `health`, significant, in the
 * handover), and the alert is marked actioned with who, when and that entry. 409 E034 when it is
 * actioned already; 403 E013 (or 404 E017) for an alert the caller may not reach.
 */

/** The text of the diary entry an acknowledgement writes. */
export const alertEntryText = (alert: MeasurementAlert, note: string) =>
  `measurement alert (${alert.parameter ?? alert.kind} ${alert.value}): ${note}`;

/** Acknowledges alert `id` with `note`; answers the actioned alert. */
export async function acknowledgeAlert(
  context: ServerContext,
  caller: MeasurementCaller,
  id: number,
  note: string,
): Promise<MeasurementAlert> {
  const alert = await alertById(context.db, id);
  if (!alert) throw new AppError('E013');
  const guest = await measurementGuest(context.db, caller, alert.personalDataId);
  const now = context.clock();
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ actedAt: measurementAlerts.actedAt })
      .from(measurementAlerts)
      .where(eq(measurementAlerts.id, id))
      .for('update');
    if (!row || row.actedAt !== null) throw new AppError('E034');
    const entry = {
      occurredAt: now,
      categories: ['health'],
      text: alertEntryText(alert, note),
      significance: 'significant' as const,
      handover: true,
    };
    const diaryEntryId = await insertEntry(tx, caller, guest, entry, now);
    await tx
      .update(measurementAlerts)
      .set({ actedAt: now, actedBy: caller.accountId, actionNote: note, diaryEntryId })
      .where(eq(measurementAlerts.id, id));
  });
  return (await alertById(context.db, id)) as MeasurementAlert;
}
