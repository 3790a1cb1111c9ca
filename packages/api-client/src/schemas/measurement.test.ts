import { describe, expect, it } from 'vitest';
import { glycemiaFromMgdl, glycemiaToMgdl, limitViolations, GLYCEMIA_FACTOR } from './measurement';
import {
  readingCreateSchema,
  roundCreateSchema,
  vitalSignsCreateSchema,
} from './measurement-readings';

describe('glycaemia conversion', () => {
  it('uses 18.0156 mg/dL per mmol/L, to one decimal', () => {
    expect(GLYCEMIA_FACTOR).toBe(18.0156);
    expect(glycemiaToMgdl(5.5, 'mmol/L')).toBe(99.1);
    expect(glycemiaToMgdl(3, 'mmol/L')).toBe(54);
    expect(glycemiaToMgdl(120, 'mg/dL')).toBe(120);
    expect(glycemiaFromMgdl(180, 'mmol/L')).toBe(10);
    expect(glycemiaFromMgdl(70, 'mmol/L')).toBe(3.9);
    expect(glycemiaFromMgdl(70, 'mg/dL')).toBe(70);
  });
});

describe('data-entry limits', () => {
  it('refuse a temperature outside 30–45 °C and a heart rate outside 20–250', () => {
    expect(limitViolations('temperature', { celsius: 29.9 })).toMatchObject([{ field: 'celsius' }]);
    expect(limitViolations('temperature', { celsius: 30 })).toEqual([]);
    expect(limitViolations('temperature', { celsius: 45 })).toEqual([]);
    expect(limitViolations('temperature', { celsius: 45.1 })).toHaveLength(1);
    expect(limitViolations('heartRate', { bpm: 19 })).toHaveLength(1);
    expect(limitViolations('heartRate', { bpm: 20 })).toEqual([]);
    expect(limitViolations('heartRate', { bpm: 251 })).toHaveLength(1);
  });

  it('accept an alarming but possible value', () => {
    expect(limitViolations('temperature', { celsius: 41 })).toEqual([]);
    expect(limitViolations('saturation', { percent: 70, oxygen: true, flowLpm: 4 })).toEqual([]);
  });

  it('check glycaemia in mg/dL whatever the unit', () => {
    expect(limitViolations('glycemia', { value: 0.4, unit: 'mmol/L' })).toHaveLength(1);
    expect(limitViolations('glycemia', { value: 3, unit: 'mmol/L' })).toEqual([]);
    expect(limitViolations('glycemia', { value: 3, unit: 'mg/dL' })).toHaveLength(1);
  });

  it('refuse a diastolic at or above the systolic, and an oxygen flow beyond 15 L/min', () => {
    expect(limitViolations('pressure', { systolic: 120, diastolic: 120 })).toMatchObject([
      { field: 'diastolic' },
    ]);
    expect(limitViolations('pressure', { systolic: 120, diastolic: 80, pulse: 300 })).toMatchObject(
      [{ field: 'pulse' }],
    );
    expect(limitViolations('saturation', { percent: 95, oxygen: true, flowLpm: 20 })).toHaveLength(
      1,
    );
  });
});

describe('the reading body', () => {
  it('takes a value of the type’s shape when measured', () => {
    const body = { type: 'temperature', outcome: 'measured', value: { celsius: 37.2 } };
    expect(readingCreateSchema.parse(body)).toEqual(body);
    const wrong = { type: 'temperature', outcome: 'measured', value: { bpm: 70 } };
    expect(readingCreateSchema.safeParse(wrong).success).toBe(false);
  });

  it('takes refused and not measurable without a value, never with one', () => {
    expect(readingCreateSchema.parse({ type: 'weight', outcome: 'refused' })).toMatchObject({
      value: null,
    });
    const both = { type: 'weight', outcome: 'notMeasurable', value: { kg: 60 } };
    expect(readingCreateSchema.safeParse(both).success).toBe(false);
    const none = { type: 'weight', outcome: 'measured' };
    expect(readingCreateSchema.safeParse(none).success).toBe(false);
  });

  it('refuses an unknown type or key', () => {
    const unknown = { type: 'mood', outcome: 'refused' };
    expect(readingCreateSchema.safeParse(unknown).success).toBe(false);
    const extra = { type: 'step', outcome: 'measured', value: { count: 10 }, id: 4 };
    expect(readingCreateSchema.safeParse(extra).success).toBe(false);
  });

  it('takes a round of one guest per entry', () => {
    const entry = { personalDataId: 4, type: 'weight', outcome: 'measured', value: { kg: 61 } };
    expect(roundCreateSchema.safeParse({ entries: [entry] }).success).toBe(true);
    expect(roundCreateSchema.safeParse({ entries: [] }).success).toBe(false);
  });

  it('takes a vital-signs round with at least one measured part', () => {
    const round = { temperature: { outcome: 'measured', value: { celsius: 37 } } };
    expect(vitalSignsCreateSchema.safeParse(round).success).toBe(true);
    const refused = { temperature: { outcome: 'refused' } };
    expect(vitalSignsCreateSchema.safeParse(refused).success).toBe(false);
  });
});
