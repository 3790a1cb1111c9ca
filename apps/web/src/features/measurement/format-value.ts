import { glycemiaFromMgdl, type GlycemiaUnit, type MeasureType } from '@care/api-client';
import type { TFunction } from 'i18next';
import { MEASURE_FIELDS, unitOf } from './measure-fields';

/** A value as answered (`value` of a reading, or of the header's latest vitals). */
type AnyValue = Readonly<Record<string, unknown>>;

const withUnit = (amount: unknown, unit: string) => (unit ? `${amount} ${unit}` : `${amount}`);

/**
 * A value in words with its units, as a nurse reads it: "120/80 mmHg, pulse 72 bpm",
 * "93 % with oxygen 2 L/min", "110 mg/dL" (glycaemia in the facility's unit).
 */
export function formatValue(
  t: TFunction,
  type: MeasureType,
  value: AnyValue,
  glycemiaUnit: GlycemiaUnit = 'mg/dL',
): string {
  switch (type) {
    case 'pressure': {
      const text = `${value['systolic']}/${value['diastolic']} mmHg`;
      return value['pulse'] === undefined
        ? text
        : `${text}, ${t('measurement.fields.pulse')} ${value['pulse']} bpm`;
    }
    case 'glycemia':
      return withUnit(glycemiaFromMgdl(Number(value['value']), glycemiaUnit), glycemiaUnit);
    case 'saturation':
      return value['oxygen'] === true
        ? `${value['percent']} % ${t('measurement.onOxygenFlow', { flow: value['flowLpm'] ?? '–' })}`
        : `${value['percent']} % ${t('measurement.oxygenChoices.air')}`;
    default:
      return MEASURE_FIELDS[type]
        .map((field) =>
          field.kind === 'choice'
            ? t(`${field.labels}.${String(value[field.name])}`)
            : withUnit(value[field.name], unitOf(type, field.name, glycemiaUnit)),
        )
        .join(', ');
  }
}

/** A reading's result in words: its value, or "Refused by the guest" / "Not measurable". */
export function formatResult(
  t: TFunction,
  reading: { type: MeasureType; outcome: string; value: unknown },
  glycemiaUnit: GlycemiaUnit = 'mg/dL',
): string {
  if (reading.outcome !== 'measured' || !reading.value) {
    return t(`measurement.outcomes.${reading.outcome}`);
  }
  return formatValue(t, reading.type, reading.value as AnyValue, glycemiaUnit);
}
