import {
  MEASUREMENT_ALERT_NOTIFICATION,
  type MeasurementAlertPayload,
} from '@care/api-client/schemas';
import { inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { personalData } from '../db/schema';
import { guestWatchers } from '../people/watchers';
import { accountChannel } from '../realtime/channels';
import type { RaisedAlert } from './alerts';

/**
 * The live notification of an alert (docs/behaviour/measurements.md#alerts): `measurement.alert`
 * to every admitted staff user, other than the one who recorded the value, whose role reads
 * `measurementEventAlerts` and who may see the guest.
 */
export async function notifyAlerts(
  context: ServerContext,
  alerts: readonly RaisedAlert[],
): Promise<void> {
  if (alerts.length === 0) return;
  const guests = await context.db
    .select({
      accountId: personalData.accountId,
      id: personalData.id,
      name: personalData.name,
      surname: personalData.surname,
    })
    .from(personalData)
    .where(inArray(personalData.accountId, [...new Set(alerts.map((a) => a.guestAccountId))]));
  for (const alert of alerts) {
    const guest = guests.find((row) => row.accountId === alert.guestAccountId);
    if (!guest) continue;
    const payload: MeasurementAlertPayload = {
      alertId: alert.id,
      personalDataId: guest.id,
      guestName: `${guest.name} ${guest.surname}`,
      kind: alert.kind,
      parameter: alert.parameter as MeasurementAlertPayload['parameter'],
      value: alert.value,
      judgement: alert.judgement,
      measuredAt: alert.measuredAt.toISOString(),
    };
    const watchers = await guestWatchers(
      context.db,
      'measurementEventAlerts',
      alert.guestAccountId,
      alert.authorId,
    );
    for (const { accountId } of watchers) {
      await context.notifications.publish(
        accountChannel(accountId),
        MEASUREMENT_ALERT_NOTIFICATION,
        payload,
      );
    }
  }
}
