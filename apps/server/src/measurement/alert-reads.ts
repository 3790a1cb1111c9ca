import {
  MEASUREMENT_WIDGET_LIMIT,
  type CriticalValue,
  type MeasurementAlert,
} from '@care/api-client/schemas';
import { and, count, desc, eq, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { measurementAlerts, measurementReadings, personalData } from '../db/schema';
import { guestScope, inGroup, selectedGroupOf } from '../people/scope';
import { scopeCaller } from '../diary/access';
import type { MeasurementCaller, MeasurementGuest } from './access';
import { fullName } from './readings';

/** Reading alerts (docs/behaviour/measurements.md#alerts): a guest's, and the home widgets'. */

const guestData = alias(personalData, 'alert_guest');
const actor = alias(personalData, 'alert_actor');

function selectAlerts(db: Database) {
  return db
    .select({
      alert: measurementAlerts,
      personalDataId: guestData.id,
      name: guestData.name,
      surname: guestData.surname,
      actorName: fullName(actor),
    })
    .from(measurementAlerts)
    .innerJoin(guestData, eq(guestData.accountId, measurementAlerts.guestAccountId))
    .leftJoin(actor, eq(actor.accountId, measurementAlerts.actedBy))
    .$dynamic();
}

type AlertRow = Awaited<ReturnType<typeof selectAlerts>>[number];

function toAlert(row: AlertRow): MeasurementAlert {
  const { alert } = row;
  const acted = alert.actedAt !== null && alert.actedBy !== null && alert.diaryEntryId !== null;
  return {
    id: alert.id,
    personalDataId: row.personalDataId,
    guest: { name: row.name, surname: row.surname },
    kind: alert.kind,
    parameter: alert.parameter as MeasurementAlert['parameter'],
    value: alert.value,
    judgement: alert.judgement,
    detail: alert.detail,
    readingId: alert.readingId,
    measuredAt: alert.measuredAt.toISOString(),
    raisedAt: alert.raisedAt.toISOString(),
    status: acted ? 'actioned' : 'active',
    action: acted
      ? {
          at: (alert.actedAt as Date).toISOString(),
          by: { accountId: alert.actedBy as number, name: row.actorName ?? '' },
          note: alert.actionNote ?? '',
          diaryEntryId: alert.diaryEntryId as number,
        }
      : null,
  };
}

/** One alert by id, or undefined. */
export async function alertById(db: Database, id: number): Promise<MeasurementAlert | undefined> {
  const [row] = await selectAlerts(db).where(eq(measurementAlerts.id, id));
  return row ? toAlert(row) : undefined;
}

async function page(db: Database, where: SQL | undefined, limit: number) {
  const [total] = await db.select({ total: count() }).from(measurementAlerts).where(where);
  const rows = await selectAlerts(db)
    .where(where)
    .orderBy(desc(measurementAlerts.raisedAt), desc(measurementAlerts.id))
    .limit(limit);
  return { items: rows.map(toAlert), total: total?.total ?? 0 };
}

/** A guest's alerts, newest first (at most 200), filtered by status. */
export function guestAlerts(
  db: Database,
  guest: MeasurementGuest,
  status: 'active' | 'actioned' | undefined,
) {
  const state =
    status === undefined
      ? undefined
      : status === 'active'
        ? isNull(measurementAlerts.actedAt)
        : isNotNull(measurementAlerts.actedAt);
  return page(db, and(eq(measurementAlerts.guestAccountId, guest.accountId), state), 200);
}

/** The active alerts of the selected group's guests, newest first: at most 20, and the total. */
export async function criticalEvents(
  db: Database,
  caller: MeasurementCaller,
  groupId: number | undefined,
) {
  const scoped = scopeCaller(caller);
  const group = await selectedGroupOf(db, scoped, groupId);
  if (group === null) return { items: [], total: 0 };
  const where = and(
    isNull(measurementAlerts.actedAt),
    inGroup(measurementAlerts.guestAccountId, group),
    guestScope(scoped)(measurementAlerts.guestAccountId),
  );
  return page(db, where, MEASUREMENT_WIDGET_LIMIT);
}

interface CriticalRow {
  personal_data_id: number;
  name: string;
  surname: string;
  room: string | null;
  parameter: string;
  value: number;
  judgement: 'outOfRange' | 'critical';
  reading_id: number;
  measured_at: string | Date;
}

/**
 * Each guest's latest value of each parameter that lies beyond its normal range now, for the
 * selected group's guests: the latest judged reading per guest and parameter, critical first.
 */
export async function criticalValues(
  db: Database,
  caller: MeasurementCaller,
  groupId: number | undefined,
): Promise<{ items: CriticalValue[]; total: number }> {
  const scoped = scopeCaller(caller);
  const group = await selectedGroupOf(db, scoped, groupId);
  if (group === null) return { items: [], total: 0 };
  const r = measurementReadings;
  const query = sql`
    select * from (
      select distinct on (${r.guestAccountId}, p->>'parameter')
        pd.id as personal_data_id, pd.name, pd.surname, pd.details->>'room' as room,
        p->>'parameter' as parameter, (p->>'value')::float8 as value,
        p->>'judgement' as judgement, ${r.id} as reading_id, ${r.measuredAt} as measured_at
      from ${r}
      join ${personalData} as pd on pd.account_id = ${r.guestAccountId}
      cross join lateral jsonb_array_elements(${r.parameters}) as p
      where ${r.enteredInErrorAt} is null
        and ${inGroup(r.guestAccountId, group)}
        and ${guestScope(scoped)(r.guestAccountId)}
      order by ${r.guestAccountId}, p->>'parameter', ${r.measuredAt} desc, ${r.id} desc
    ) as latest
    where judgement <> 'normal'
    order by (judgement = 'critical') desc, measured_at desc
  `;
  const result = (await db.execute(query)) as unknown as { rows: CriticalRow[] };
  const rows = result.rows;
  const items = rows.slice(0, MEASUREMENT_WIDGET_LIMIT).map((row) => ({
    guest: {
      personalDataId: row.personal_data_id,
      name: row.name,
      surname: row.surname,
      room: row.room,
    },
    parameter: row.parameter as CriticalValue['parameter'],
    value: Number(row.value),
    judgement: row.judgement,
    readingId: Number(row.reading_id),
    measuredAt: new Date(row.measured_at).toISOString(),
  }));
  return { items, total: rows.length };
}
