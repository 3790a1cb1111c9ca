import type { Acvpu } from './measurement';

/**
 * The National Early Warning Score 2 (Royal College of Physicians, 2017; chart 1 and the SpO2
 * scale 2 of chart 1), docs/behaviour/measurements.md#news2. Pure: the server stores its result
 * with the round, the web app shows it while the form is filled.
 */

/** The seven parameters of NEWS2. */
export const NEWS2_PARAMETERS = [
  'respirationRate',
  'saturation',
  'airOrOxygen',
  'systolic',
  'pulse',
  'consciousness',
  'temperature',
] as const;
/** A NEWS2 parameter. */
export type News2Parameter = (typeof NEWS2_PARAMETERS)[number];

/** The clinical response a score calls for. */
export const NEWS2_RESPONSES = ['monitor', 'informNurse', 'urgentReview', 'emergency'] as const;
/** The clinical response a score calls for. */
export type News2Response = (typeof NEWS2_RESPONSES)[number];

/** A round's values; an absent (or null) value is a missing parameter. */
export interface News2Input {
  respirationRate?: number | null | undefined;
  /** SpO2 %. */
  saturation?: number | null | undefined;
  /** True on supplemental oxygen, false on air. */
  oxygen?: boolean | null | undefined;
  systolic?: number | null | undefined;
  pulse?: number | null | undefined;
  consciousness?: Acvpu | null | undefined;
  /** °C. */
  temperature?: number | null | undefined;
  /** SpO2 scale 2 (hypercapnic respiratory failure, as the guest's chart says); default 1. */
  scale?: 1 | 2 | undefined;
}

/** NEWS2's answer. With a parameter missing, `score` and `response` are null, never a low score. */
export interface News2Result {
  readonly score: number | null;
  readonly response: News2Response | null;
  /** Each parameter's points; null when missing. */
  readonly points: Readonly<Record<News2Parameter, number | null>>;
  readonly missing: readonly News2Parameter[];
  /** True when one parameter scores 3 (an urgent review whatever the total). */
  readonly singleThree: boolean;
}

/** Points by upper bound: the first `[max, points]` whose `max` is at least the value. */
type Bands = readonly (readonly [number, number])[];

function band(value: number, bands: Bands): number {
  for (const [max, points] of bands) if (value <= max) return points;
  return (bands[bands.length - 1] as readonly [number, number])[1];
}

const RESPIRATION: Bands = [
  [8, 3],
  [11, 1],
  [20, 0],
  [24, 2],
  [Infinity, 3],
];
const SCALE_1: Bands = [
  [91, 3],
  [93, 2],
  [95, 1],
  [Infinity, 0],
];
const SCALE_2_LOW: Bands = [
  [83, 3],
  [85, 2],
  [87, 1],
  [Infinity, 0],
];
const SCALE_2_OXYGEN: Bands = [
  [92, 0],
  [94, 1],
  [96, 2],
  [Infinity, 3],
];
const SYSTOLIC: Bands = [
  [90, 3],
  [100, 2],
  [110, 1],
  [219, 0],
  [Infinity, 3],
];
const PULSE: Bands = [
  [40, 3],
  [50, 1],
  [90, 0],
  [110, 1],
  [130, 2],
  [Infinity, 3],
];
const TEMPERATURE: Bands = [
  [35, 3],
  [36, 1],
  [38, 0],
  [39, 1],
  [Infinity, 2],
];

/** SpO2 points: scale 2 scores 88–92 % (and ≥ 93 % on air) 0, and high values on oxygen. */
function saturationPoints(
  percent: number,
  oxygen: boolean | null | undefined,
  scale: 1 | 2,
): number {
  if (scale === 1) return band(percent, SCALE_1);
  if (percent <= 87) return band(percent, SCALE_2_LOW);
  // On air, or with the oxygen unknown (then `airOrOxygen` is missing and there is no score).
  return oxygen === true ? band(percent, SCALE_2_OXYGEN) : 0;
}

function points(input: News2Input): Record<News2Parameter, number | null> {
  const given = <T>(value: T | null | undefined): value is T =>
    value !== null && value !== undefined;
  const { respirationRate, saturation, oxygen, systolic, pulse, consciousness, temperature } =
    input;
  return {
    respirationRate: given(respirationRate) ? band(respirationRate, RESPIRATION) : null,
    saturation: given(saturation) ? saturationPoints(saturation, oxygen, input.scale ?? 1) : null,
    airOrOxygen: given(oxygen) ? (oxygen ? 2 : 0) : null,
    systolic: given(systolic) ? band(systolic, SYSTOLIC) : null,
    pulse: given(pulse) ? band(pulse, PULSE) : null,
    consciousness: given(consciousness) ? (consciousness === 'A' ? 0 : 3) : null,
    temperature: given(temperature) ? band(temperature, TEMPERATURE) : null,
  };
}

/** The response to `score` with or without one parameter at 3 (RCP 2017, chart 2 and 4). */
export function news2Response(score: number, singleThree: boolean): News2Response {
  if (score >= 7) return 'emergency';
  if (score >= 5 || singleThree) return 'urgentReview';
  if (score >= 3) return 'informNurse';
  return 'monitor';
}

/** NEWS2 of a round: the total and its response, or null with the missing parameters named. */
export function news2(input: News2Input): News2Result {
  const byParameter = points(input);
  const missing = NEWS2_PARAMETERS.filter((parameter) => byParameter[parameter] === null);
  const values = Object.values(byParameter).filter((value): value is number => value !== null);
  const singleThree = values.includes(3);
  if (missing.length > 0) {
    return { score: null, response: null, points: byParameter, missing, singleThree };
  }
  const score = values.reduce((sum, value) => sum + value, 0);
  const response = news2Response(score, singleThree);
  return { score, response, points: byParameter, missing, singleThree };
}
