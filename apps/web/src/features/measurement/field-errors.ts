import {
  limitViolations,
  type GlycemiaUnit,
  type MeasureType,
  type MeasureValue,
} from '@care/api-client';
import type { TFunction } from 'i18next';
import { limitOf, unitOf, valueFromFields } from './measure-fields';

/** A measure's fields checked before sending: the value, or each field's error in words. */
export type CheckedFields =
  | { value: MeasureValue; errors?: undefined }
  | { value?: undefined; errors: Record<string, string> };

/**
 * The contract's data-entry limits applied on the form (docs/behaviour/measurements.md#data-entry-limits):
 * an empty field or a value beyond the limits is named, with the limits in the unit shown; the
 * server refuses the same values (422 E047).
 */
export function checkFields(
  t: TFunction,
  type: MeasureType,
  fields: Readonly<Record<string, string>>,
  glycemiaUnit: GlycemiaUnit,
): CheckedFields {
  const label = (field: string) => t(`measurement.fields.${field}`);
  const built = valueFromFields(type, fields, glycemiaUnit);
  if ('missing' in built) {
    return {
      errors: { [built.missing]: t('measurement.required', { field: label(built.missing) }) },
    };
  }
  return checkValue(t, type, built.value, glycemiaUnit);
}

/** A value checked against the data-entry limits: itself, or each field beyond them in words. */
export function checkValue(
  t: TFunction,
  type: MeasureType,
  value: MeasureValue,
  glycemiaUnit: GlycemiaUnit,
): CheckedFields {
  const errors: Record<string, string> = {};
  for (const violation of limitViolations(type, value as never)) {
    const limit =
      violation.field === 'diastolic'
        ? violation.limit
        : limitOf(type, violation.field, glycemiaUnit);
    errors[violation.field] = t('measurement.limit', {
      field: t(`measurement.fields.${violation.field}`),
      min: limit?.min,
      max: limit?.max,
      unit: unitOf(type, violation.field, glycemiaUnit),
    });
  }
  return Object.keys(errors).length > 0 ? { errors } : { value };
}
