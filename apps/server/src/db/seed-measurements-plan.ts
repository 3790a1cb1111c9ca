import {
  DEFAULT_THRESHOLDS,
  judgeReading,
  worstJudgement,
  type MeasureType,
  type MeasureValue,
} from '@care/api-client/schemas';
import { randomFrom } from './seed-people';
import type { StoredMeasureValue, StoredParameter } from './schema';

/**
 * The demo readings (docs/behaviour/measurements.md#demo-data): two years for every admitted
 * guest, drawn from a fixed pseudo-random sequence around each guest's own baseline. Blood
 * pressure every third day, temperature, saturation, heart rate and weight weekly, glycaemia
 * every other day for one guest in three, fluids daily for the last two weeks. The first
 * guest loses weight over the last three months; a few recent values are out of range.
 */

/** A planned reading. */
export interface PlannedReading {
  guestAccountId: number;
  type: MeasureType;
  value: StoredMeasureValue;
  measuredAt: Date;
  authorId: number;
  parameters: StoredParameter[];
  judgement: StoredParameter['judgement'] | null;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How many days back the demo readings reach. */
export const SEED_DAYS = 730;

type Random = ReturnType<typeof randomFrom>;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A guest's baseline. */
function baseline(random: Random) {
  return {
    systolic: random.int(115, 148),
    diastolic: random.int(66, 86),
    pulse: random.int(60, 84),
    celsius: 36.2 + random.int(0, 6) / 10,
    percent: random.int(94, 98),
    kg: random.int(50, 84),
    glucose: random.int(105, 160),
  };
}

type Base = ReturnType<typeof baseline>;
type Maker = (base: Base, random: Random, daysAgo: number) => StoredMeasureValue;

const jitter = (random: Random, spread: number) => random.int(-spread, spread);

/** What each type measures, how often (days) and at which hour. */
const PLAN: readonly { type: MeasureType; every: number; hour: number; make: Maker }[] = [
  {
    type: 'pressure',
    every: 3,
    hour: 8,
    make: (b, r) => ({
      systolic: b.systolic + jitter(r, 10),
      diastolic: b.diastolic + jitter(r, 6),
      pulse: b.pulse + jitter(r, 6),
    }),
  },
  { type: 'heartRate', every: 7, hour: 9, make: (b, r) => ({ bpm: b.pulse + jitter(r, 8) }) },
  {
    type: 'temperature',
    every: 7,
    hour: 7,
    make: (b, r) => ({ celsius: round1(b.celsius + jitter(r, 3) / 10) }),
  },
  {
    type: 'saturation',
    every: 7,
    hour: 7,
    make: (b, r) => ({ percent: Math.min(100, b.percent + jitter(r, 2)), oxygen: false }),
  },
  {
    type: 'weight',
    every: 7,
    hour: 10,
    make: (b, r) => ({ kg: round1(b.kg + jitter(r, 6) / 10) }),
  },
];

/** The few recent values out of range, by guest index. */
const ALARMING: Readonly<Record<number, { type: MeasureType; value: StoredMeasureValue }>> = {
  1: { type: 'temperature', value: { celsius: 38.6 } },
  2: { type: 'pressure', value: { systolic: 186, diastolic: 104, pulse: 92 } },
  3: { type: 'glycemia', value: { value: 52, unit: 'mg/dL' } },
  4: { type: 'saturation', value: { percent: 90, oxygen: false } },
};

function planned(
  guestAccountId: number,
  authorId: number,
  type: MeasureType,
  value: StoredMeasureValue,
  measuredAt: Date,
): PlannedReading {
  const parameters = judgeReading(type, value as MeasureValue, DEFAULT_THRESHOLDS);
  const judgement = parameters.length === 0 ? null : worstJudgement(parameters);
  return { guestAccountId, type, value, measuredAt, authorId, parameters, judgement };
}

/** The readings of one guest (index `index`, written by `authorId`), oldest first per type. */
function guestPlan(index: number, guestAccountId: number, authorId: number, today: number) {
  const random = randomFrom(20_261_129 + index);
  const base = baseline(random);
  const out: PlannedReading[] = [];
  const at = (daysAgo: number, hour: number) => new Date(today - daysAgo * DAY + hour * HOUR);
  for (const { type, every, hour, make } of PLAN) {
    for (let daysAgo = SEED_DAYS - (index % every); daysAgo >= 1; daysAgo -= every) {
      const value = make(base, random, daysAgo);
      if (type === 'weight' && index === 0 && daysAgo < 90) {
        value['kg'] = round1(base.kg * (1 - 0.09 * ((90 - daysAgo) / 90)));
      }
      out.push(planned(guestAccountId, authorId, type, value, at(daysAgo, hour)));
    }
  }
  if (index % 3 === 0) {
    for (let daysAgo = SEED_DAYS; daysAgo >= 1; daysAgo -= 2) {
      const value = { value: base.glucose + jitter(random, 25), unit: 'mg/dL' };
      out.push(planned(guestAccountId, authorId, 'glycemia', value, at(daysAgo, 7)));
    }
  }
  for (let daysAgo = 14; daysAgo >= 1; daysAgo -= 1) {
    const drink = { ml: 1200 + random.int(0, 6) * 100 };
    const urine = { ml: 1000 + random.int(0, 8) * 100, method: 'spontaneous' };
    out.push(planned(guestAccountId, authorId, 'hydration', drink, at(daysAgo, 20)));
    out.push(planned(guestAccountId, authorId, 'diuresis', urine, at(daysAgo, 21)));
  }
  const alarming = ALARMING[index];
  if (alarming) {
    const when = new Date(today - 3 * HOUR);
    out.push(planned(guestAccountId, authorId, alarming.type, alarming.value, when));
  }
  return out;
}

/** Every admitted guest's readings, the day of `now` at midnight UTC as "today". */
export function planMeasurements(
  guests: readonly number[],
  authorId: number,
  now: Date,
): PlannedReading[] {
  const today = Math.floor(now.getTime() / DAY) * DAY;
  return guests.flatMap((guestAccountId, index) =>
    guestPlan(index, guestAccountId, authorId, today),
  );
}

/** Glycaemia, planned for one guest in three only: for the volume, every day too. */
const GLYCEMIA: Maker = (base, random) => ({
  value: base.glucose + jitter(random, 25),
  unit: 'mg/dL',
});

/**
 * The Measurements tab's benchmark volume (docs/performance.md#the-measurements-tab): `perDay`
 * readings a day of each planned type and of glycaemia for one guest over two years, spread
 * over the waking hours (06:00–22:00 UTC), oldest first per type.
 */
export function planVolume(
  guestAccountId: number,
  authorId: number,
  perDay: number,
  now: Date,
): PlannedReading[] {
  const random = randomFrom(20_261_130);
  const base = baseline(random);
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const step = Math.floor((16 * HOUR) / perDay);
  const makers = [...PLAN, { type: 'glycemia' as const, make: GLYCEMIA }];
  const out: PlannedReading[] = [];
  for (const { type, make } of makers) {
    for (let daysAgo = SEED_DAYS; daysAgo >= 1; daysAgo -= 1) {
      for (let slot = 0; slot < perDay; slot += 1) {
        const at = new Date(today - daysAgo * DAY + 6 * HOUR + slot * step);
        out.push(planned(guestAccountId, authorId, type, make(base, random, daysAgo), at));
      }
    }
  }
  return out;
}
