/**
 * The computed values of the measurements module (docs/behaviour/measurements.md#computed-values):
 * weight-loss alerts, BMI and the daily water balance. Pure functions shared by server and web.
 */

/** The weight-loss rules: a loss of at least `percent` % within `days` days. */
export const WEIGHT_LOSS_RULES = Object.freeze([
  Object.freeze({ percent: 5, days: 30 }),
  Object.freeze({ percent: 7.5, days: 90 }),
  Object.freeze({ percent: 10, days: 180 }),
]);

/** A weight at an instant (ISO text or epoch milliseconds). */
export interface WeightPoint {
  readonly at: string | number;
  readonly kg: number;
}

/** A rule a guest's weights break: the heaviest weight of the window against the latest. */
export interface WeightLossAlert {
  readonly percent: number;
  readonly days: number;
  /** The loss, in % of `from.kg`, rounded to one decimal. */
  readonly lossPercent: number;
  readonly from: WeightPoint;
  readonly to: WeightPoint;
}

const DAY_MS = 86_400_000;
const ms = (at: string | number) => (typeof at === 'number' ? at : Date.parse(at));

/**
 * The weight-loss rules `weights` break (in any order): for each rule, the heaviest weight of the
 * `days` days before the latest weight (inclusive) against the latest one. Empty with fewer than
 * two weights.
 */
export function weightLossAlerts(weights: readonly WeightPoint[]): WeightLossAlert[] {
  if (weights.length < 2) return [];
  const sorted = [...weights].sort((a, b) => ms(a.at) - ms(b.at));
  const latest = sorted[sorted.length - 1] as WeightPoint;
  const out: WeightLossAlert[] = [];
  for (const { percent, days } of WEIGHT_LOSS_RULES) {
    const start = ms(latest.at) - days * DAY_MS;
    const window = sorted.filter((point) => ms(point.at) >= start);
    const heaviest = window.reduce((max, point) => (point.kg > max.kg ? point : max), latest);
    const loss = ((heaviest.kg - latest.kg) / heaviest.kg) * 100;
    if (loss >= percent) {
      out.push({
        percent,
        days,
        lossPercent: Math.round(loss * 10) / 10,
        from: heaviest,
        to: latest,
      });
    }
  }
  return out;
}

/** The body-mass index (kg/m²) rounded to one decimal; null without a height. */
export function bmi(kg: number, heightCm: number | null | undefined): number | null {
  if (heightCm === null || heightCm === undefined || heightCm <= 0) return null;
  const metres = heightCm / 100;
  return Math.round((kg / (metres * metres)) * 10) / 10;
}

/** A hydration (intake) or diuresis (output) amount on a local day (`YYYY-MM-DD`). */
export interface FluidAmount {
  readonly kind: 'intake' | 'output';
  readonly day: string;
  readonly ml: number;
}

/** A day's water balance: intake − output, and its sign. */
export interface WaterBalanceDay {
  readonly day: string;
  readonly intakeMl: number;
  readonly outputMl: number;
  readonly balanceMl: number;
  readonly sign: 'positive' | 'negative' | 'even';
}

/** The water balance of each day that has an amount, oldest day first. */
export function waterBalance(amounts: readonly FluidAmount[]): WaterBalanceDay[] {
  const days = new Map<string, { intakeMl: number; outputMl: number }>();
  for (const { kind, day, ml } of amounts) {
    const total = days.get(day) ?? { intakeMl: 0, outputMl: 0 };
    if (kind === 'intake') total.intakeMl += ml;
    else total.outputMl += ml;
    days.set(day, total);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, { intakeMl, outputMl }]) => {
      const balanceMl = intakeMl - outputMl;
      const sign = balanceMl > 0 ? 'positive' : balanceMl < 0 ? 'negative' : 'even';
      return { day, intakeMl, outputMl, balanceMl, sign };
    });
}
