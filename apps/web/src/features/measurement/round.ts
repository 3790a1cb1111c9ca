import type { GlycemiaUnit, MeasureOutcome, RoundCreate } from '@care/api-client';
import type { TFunction } from 'i18next';
import { checkValue } from './field-errors';
import { valueFromRoundText, type RoundType } from './measure-fields';

/** A guest's line of the round as typed: a text, or an outcome of its own. */
export interface RoundLine {
  text: string;
  outcome: MeasureOutcome;
}

/** The round to send, or each guest's error in words (by guest); empty lines are skipped. */
export function roundBody(
  t: TFunction,
  type: RoundType,
  lines: ReadonlyMap<number, RoundLine>,
  glycemiaUnit: GlycemiaUnit,
): { entries: RoundCreate['entries'] } | { errors: Map<number, string> } {
  const entries: RoundCreate['entries'] = [];
  const errors = new Map<number, string>();
  for (const [personalDataId, line] of lines) {
    if (line.text.trim() === '') {
      if (line.outcome !== 'measured')
        entries.push({ personalDataId, type, outcome: line.outcome });
      continue;
    }
    const value = valueFromRoundText(type, line.text, glycemiaUnit);
    const checked = value === null ? null : checkValue(t, type, value, glycemiaUnit);
    if (checked?.value) {
      entries.push({ personalDataId, type, outcome: 'measured', value: checked.value } as never);
    } else {
      const field = t(`measurement.types.${type}`);
      errors.set(
        personalDataId,
        checked?.errors
          ? Object.values(checked.errors).join(' ')
          : t('measurement.required', { field }),
      );
    }
  }
  return errors.size > 0 ? { errors } : { entries };
}
