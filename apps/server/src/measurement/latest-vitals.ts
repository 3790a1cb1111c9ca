import { levelAllows, type LatestVitals, type News2 } from '@care/api-client/schemas';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { measurementAlerts, measurementRounds } from '../db/schema';
import { levelOf } from '../modules/access';
import type { ScopeCaller } from '../people/scope';
import type { MeasurementGuest } from './access';
import { guestLatest } from './rounds';
import { overdueTypes } from './schedules';

/**
 * The guest chart header's latest vital signs (docs/behaviour/measurements.md#guest-chart): null
 * for a caller whose role does not read `measurement`.
 */
export async function latestVitals(
  db: Database,
  caller: ScopeCaller,
  guest: MeasurementGuest,
  now: Date,
): Promise<LatestVitals | null> {
  if (!levelAllows(await levelOf(db, 'measurement', caller.role), 'read')) return null;
  const readings = (await guestLatest(db, guest))
    .filter((reading) => reading.outcome === 'measured' && reading.value !== null)
    .sort((a, b) => b.measuredAt.localeCompare(a.measuredAt))
    .map((reading) => ({
      type: reading.type,
      value: reading.value as Record<string, number | string | boolean>,
      measuredAt: reading.measuredAt,
      judgement: reading.judgement,
    }));
  const [round] = await db
    .select({ news2: measurementRounds.news2, at: measurementRounds.measuredAt })
    .from(measurementRounds)
    .where(eq(measurementRounds.guestAccountId, guest.accountId))
    .orderBy(desc(measurementRounds.measuredAt), desc(measurementRounds.id))
    .limit(1);
  const [active] = await db
    .select({ total: count() })
    .from(measurementAlerts)
    .where(
      and(eq(measurementAlerts.guestAccountId, guest.accountId), isNull(measurementAlerts.actedAt)),
    );
  const score = round?.news2 as News2 | undefined;
  return {
    readings,
    news2:
      round && score
        ? {
            score: score.score,
            response: score.response,
            missing: score.missing,
            measuredAt: round.at.toISOString(),
          }
        : null,
    activeAlerts: active?.total ?? 0,
    overdue: await overdueTypes(db, guest, now),
  };
}
