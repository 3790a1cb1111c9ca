import {
  news2,
  type Reading,
  type RoundCreate,
  type VitalSignsCreate,
  type VitalSignsRound,
  type ReadingCreate,
  type MeasureType,
} from '@care/api-client/schemas';
import { inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { measurementRounds } from '../db/schema';
import { AppError } from '../errors/app-error';
import { measurementGuest, type MeasurementCaller, type MeasurementGuest } from './access';
import { insertAlerts, news2Alert, type RaisedAlert } from './alerts';
import { notifyAlerts } from './alert-notify';
import { profileOf } from './profile';
import { checkMeasuredAt, selectReadings, toReading } from './readings';
import { saveReadings, type Executor, type NewReading } from './record';
import { measurementReadings } from '../db/schema';

/**
 * Recording (docs/behaviour/measurements.md#readings): one reading, a vital-signs round with its
 * NEWS2, a round of one measure across guests. Each is one transaction; the alerts are notified
 * after it commits.
 */

/** The readings of ids `ids`, in that order. */
export async function readingsByIds(db: ServerContext['db'], ids: number[]): Promise<Reading[]> {
  if (ids.length === 0) return [];
  const rows = await selectReadings(db).where(inArray(measurementReadings.id, ids));
  return ids.map((id) => toReading(rows.find((row) => row.id === id) as (typeof rows)[number]));
}

function measuredAtOf(context: ServerContext, body: { measuredAt?: string | undefined }): Date {
  const now = context.clock();
  const measuredAt = body.measuredAt ? new Date(body.measuredAt) : now;
  checkMeasuredAt(measuredAt, now);
  return measuredAt;
}

/** Saves `readings` in one transaction, notifies their alerts; answers them. */
async function commit(
  context: ServerContext,
  work: (tx: Executor, now: Date) => Promise<{ ids: number[]; alerts: RaisedAlert[] }>,
): Promise<Reading[]> {
  const now = context.clock();
  const { ids, alerts } = await context.db.transaction((tx) => work(tx, now));
  await notifyAlerts(context, alerts);
  return readingsByIds(context.db, ids);
}

/** A reading of a guest. */
export async function createReading(
  context: ServerContext,
  caller: MeasurementCaller,
  personalDataId: number,
  body: ReadingCreate,
): Promise<Reading> {
  const guest = await measurementGuest(context.db, caller, personalDataId);
  const measuredAt = measuredAtOf(context, body);
  const reading: NewReading = {
    ...body,
    guestAccountId: guest.accountId,
    measuredAt,
    authorId: caller.accountId,
  };
  const [saved] = await commit(context, (tx, now) => saveReadings(tx, [reading], now));
  return saved as Reading;
}

/**
 * A round of one measure across guests: every guest reachable by the caller (else 403 E013 or
 * 404 E017), every value within the limits (else 422 E047), all saved or none.
 */
export async function createRound(
  context: ServerContext,
  caller: MeasurementCaller,
  body: RoundCreate & { entries: (ReadingCreate & { personalDataId: number })[] },
): Promise<Reading[]> {
  const measuredAt = measuredAtOf(context, body);
  const guests = new Map<number, MeasurementGuest>();
  for (const { personalDataId } of body.entries) {
    if (!guests.has(personalDataId)) {
      guests.set(personalDataId, await measurementGuest(context.db, caller, personalDataId));
    }
  }
  const readings = body.entries.map(({ personalDataId, ...entry }) => ({
    ...entry,
    guestAccountId: (guests.get(personalDataId) as MeasurementGuest).accountId,
    measuredAt,
    authorId: caller.accountId,
  }));
  return commit(context, (tx, now) => saveReadings(tx, readings, now));
}

const ROUND_PARTS = [
  'pressure',
  'heartRate',
  'saturation',
  'temperature',
  'respirationRate',
  'consciousness',
] as const satisfies readonly MeasureType[];

type Part = { outcome: 'measured'; value: Record<string, unknown> } | { outcome: string };
const valueOf = (part: Part | undefined, key: string) =>
  part && 'value' in part ? (part.value[key] as never) : undefined;

/** NEWS2 of a vital-signs round (the pulse from the heart rate, else the cuff's pulse). */
function roundNews2(body: VitalSignsCreate, scale: 1 | 2) {
  const parts = body as Record<string, Part | undefined>;
  const pulse = valueOf(parts['heartRate'], 'bpm') ?? valueOf(parts['pressure'], 'pulse');
  const result = news2({
    respirationRate: valueOf(parts['respirationRate'], 'perMinute'),
    saturation: valueOf(parts['saturation'], 'percent'),
    oxygen: valueOf(parts['saturation'], 'oxygen'),
    systolic: valueOf(parts['pressure'], 'systolic'),
    pulse,
    consciousness: valueOf(parts['consciousness'], 'acvpu'),
    temperature: valueOf(parts['temperature'], 'celsius'),
    scale,
  });
  return { ...result, missing: [...result.missing], points: { ...result.points }, scale };
}

/** A vital-signs round: one reading per part given, and its NEWS2. */
export async function createVitalSigns(
  context: ServerContext,
  caller: MeasurementCaller,
  personalDataId: number,
  body: VitalSignsCreate,
): Promise<VitalSignsRound> {
  const guest = await measurementGuest(context.db, caller, personalDataId);
  const measuredAt = measuredAtOf(context, body);
  const { spo2Scale } = await profileOf(context.db, guest.accountId);
  const score = roundNews2(body, spo2Scale);
  let roundId = 0;
  const readings = await commit(context, async (tx, now) => {
    const [round] = await tx
      .insert(measurementRounds)
      .values({
        guestAccountId: guest.accountId,
        measuredAt,
        recordedAt: now,
        authorId: caller.accountId,
        news2: score,
      })
      .returning({ id: measurementRounds.id });
    if (!round) throw new AppError('E008');
    roundId = round.id;
    const parts = ROUND_PARTS.filter((type) => body[type] !== undefined).map((type) => ({
      ...(body[type] as Part),
      type,
      value: 'value' in (body[type] as Part) ? (body[type] as { value: unknown }).value : null,
      guestAccountId: guest.accountId,
      measuredAt,
      note: body.note ?? null,
      authorId: caller.accountId,
      roundId,
    })) as NewReading[];
    const saved = await saveReadings(tx, parts, now);
    const first = saved.ids[0];
    if (score.score !== null && score.response !== 'monitor' && first !== undefined) {
      const alert = news2Alert(
        { id: first, guestAccountId: guest.accountId, measuredAt },
        score.score,
        score.response as string,
      );
      saved.alerts.push(...(await insertAlerts(tx, [alert], caller.accountId, now)));
    }
    return saved;
  });
  return {
    id: roundId,
    personalDataId,
    measuredAt: measuredAt.toISOString(),
    news2: score,
    readings,
  };
}
