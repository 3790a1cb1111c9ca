import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  judge,
  judgeReading,
  thresholdRangeSchema,
  worstJudgement,
  THRESHOLD_PARAMETERS,
} from './measurement-thresholds';

const temperature = DEFAULT_THRESHOLDS.temperature;

describe('judge', () => {
  it.each([
    [35, 'critical'],
    [35.1, 'outOfRange'],
    [35.9, 'outOfRange'],
    [36, 'normal'],
    [37.7, 'normal'],
    [37.8, 'outOfRange'],
    [39, 'outOfRange'],
    [39.1, 'critical'],
  ] as const)('judges %d °C %s with the default temperature range', (value, judgement) => {
    expect(judge(value, temperature)).toBe(judgement);
  });

  it('ignores a bound that is null', () => {
    const open = { criticalBelow: null, normalMin: 94, normalMax: null, criticalAbove: null };
    expect(judge(100, open)).toBe('normal');
    expect(judge(10, open)).toBe('outOfRange');
  });

  it('uses the NEWS2 red bands as critical defaults', () => {
    expect(judge(90, DEFAULT_THRESHOLDS.systolic)).toBe('critical');
    expect(judge(91, DEFAULT_THRESHOLDS.systolic)).toBe('outOfRange');
    expect(judge(91, DEFAULT_THRESHOLDS.saturation)).toBe('critical');
    expect(judge(8, DEFAULT_THRESHOLDS.respirationRate)).toBe('critical');
    expect(judge(25, DEFAULT_THRESHOLDS.respirationRate)).toBe('critical');
    expect(judge(40, DEFAULT_THRESHOLDS.heartRate)).toBe('critical');
    expect(judge(131, DEFAULT_THRESHOLDS.heartRate)).toBe('critical');
    expect(judge(53, DEFAULT_THRESHOLDS.glycemia)).toBe('critical');
    expect(judge(54, DEFAULT_THRESHOLDS.glycemia)).toBe('outOfRange');
  });
});

describe('the thresholds schema', () => {
  it('accepts every default', () => {
    for (const parameter of THRESHOLD_PARAMETERS) {
      expect(thresholdRangeSchema.safeParse(DEFAULT_THRESHOLDS[parameter]).success).toBe(true);
    }
  });

  it('refuses bounds out of order, skipping the null ones', () => {
    const range = { criticalBelow: 50, normalMin: 40, normalMax: null, criticalAbove: null };
    expect(thresholdRangeSchema.safeParse(range).success).toBe(false);
    const gap = { criticalBelow: 40, normalMin: null, normalMax: 30, criticalAbove: null };
    expect(thresholdRangeSchema.safeParse(gap).success).toBe(false);
    const fine = { criticalBelow: 40, normalMin: null, normalMax: 90, criticalAbove: 90 };
    expect(thresholdRangeSchema.safeParse(fine).success).toBe(true);
  });
});

describe('judgeReading', () => {
  it('judges both pressures and the pulse of a pressure reading as the heart rate', () => {
    const judged = judgeReading(
      'pressure',
      { systolic: 185, diastolic: 80, pulse: 45 },
      DEFAULT_THRESHOLDS,
    );
    expect(judged).toEqual([
      { parameter: 'systolic', value: 185, judgement: 'critical' },
      { parameter: 'diastolic', value: 80, judgement: 'normal' },
      { parameter: 'heartRate', value: 45, judgement: 'outOfRange' },
    ]);
    expect(worstJudgement(judged)).toBe('critical');
  });

  it('judges nothing for a measure without thresholds', () => {
    expect(judgeReading('weight', { kg: 60 }, DEFAULT_THRESHOLDS)).toEqual([]);
    expect(worstJudgement([])).toBe('normal');
  });

  it('reads glycaemia in mg/dL', () => {
    const [judged] = judgeReading('glycemia', { value: 250, unit: 'mg/dL' }, DEFAULT_THRESHOLDS);
    expect(judged?.judgement).toBe('outOfRange');
  });
});
