import {
  glycemiaFromMgdl,
  type GlycemiaUnit,
  type GuestThreshold,
  type MeasureType,
  type Series,
  type ThresholdParameter,
} from '@care/api-client';

/**
 * What a measure's chart draws (docs/behaviour/measurements.md#the-measurements-tab): the numeric
 * fields as lines (blood pressure: systolic and diastolic), and the guest's thresholds in force
 * of the parameter each line is judged by.
 */

/** A line of a chart: the value's field and the parameter judging it (if any). */
export interface ChartLine {
  field: string;
  parameter: ThresholdParameter | null;
}

const one = (field: string, parameter: ThresholdParameter | null = null): ChartLine[] => [
  { field, parameter },
];

/** The lines of each charted measure. */
export const CHART_LINES: Partial<Record<MeasureType, readonly ChartLine[]>> = {
  pressure: [
    { field: 'systolic', parameter: 'systolic' },
    { field: 'diastolic', parameter: 'diastolic' },
  ],
  weight: one('kg'),
  glycemia: one('value', 'glycemia'),
  heartRate: one('bpm', 'heartRate'),
  saturation: one('percent', 'saturation'),
  temperature: one('celsius', 'temperature'),
  diuresis: one('ml'),
  hydration: one('ml'),
  sleep: one('hours'),
  step: one('count'),
  respirationRate: one('perMinute', 'respirationRate'),
};

/** The measures with a chart and a table in the tab, in their order. */
export const CHARTED_TYPES = Object.keys(CHART_LINES) as MeasureType[];

/** A point of a chart: its time (ms) and each line's number. */
export type ChartPoint = { at: number } & Record<string, number>;

/** A series as chart points; glycaemia in the facility's unit. */
export function chartPoints(series: Series, glycemiaUnit: GlycemiaUnit): ChartPoint[] {
  return series.points.map((point) => {
    const values = { ...point.values };
    if (series.type === 'glycemia' && values['value'] !== undefined) {
      values['value'] = glycemiaFromMgdl(values['value'], glycemiaUnit);
    }
    return { at: Date.parse(point.at), ...values } as ChartPoint;
  });
}

/** The ranges in force of a chart's lines, glycaemia in the facility's unit. */
export function chartRanges(
  type: MeasureType,
  thresholds: readonly GuestThreshold[],
  glycemiaUnit: GlycemiaUnit,
): GuestThreshold['range'][] {
  const convert = (value: number | null) =>
    value === null || type !== 'glycemia' ? value : glycemiaFromMgdl(value, glycemiaUnit);
  return (CHART_LINES[type] ?? []).flatMap((line) => {
    const found = thresholds.find((threshold) => threshold.parameter === line.parameter);
    if (!found) return [];
    const { criticalBelow, normalMin, normalMax, criticalAbove } = found.range;
    return [
      {
        criticalBelow: convert(criticalBelow),
        normalMin: convert(normalMin),
        normalMax: convert(normalMax),
        criticalAbove: convert(criticalAbove),
      },
    ];
  });
}
