import type { DiaryFall } from '@care/api-client/schemas';
import type { ExportCell } from '../exports/registry';

/** A yes/no answer as its term. */
const yesNo = (value: boolean) => ({ term: `diary.fall.answer.${value ? 'yes' : 'no'}` });

/**
 * A fall's record as an export cell (docs/behaviour/diary.md#falls-and-incidents): its answers
 * labelled in the export's language, in the form's order; free texts left empty are left out.
 */
export function fallCell(fall: DiaryFall | null): ExportCell {
  if (!fall) return null;
  const text = (label: string, value: string | undefined) =>
    value ? [[`diary.fall.${label}`, value] as const] : [];
  return {
    fields: [
      ['diary.fall.place', fall.place],
      ['diary.fall.witnessed', yesNo(fall.witnessed)],
      ...text('foundBy', fall.foundBy),
      ...text('guestSaid', fall.guestSaid),
      ['diary.fall.injury', { term: `diary.fall.injuryValue.${fall.injury}` }],
      ...text('injuries', fall.injuries),
      ['diary.fall.helpCalled', { terms: fall.helpCalled.map((who) => `diary.fall.help.${who}`) }],
      ...text('observations', fall.observations),
      ['diary.fall.footwear', { term: `diary.fall.footwearValue.${fall.footwear}` }],
      ['diary.fall.walkingAid', { term: `diary.fall.walkingAidValue.${fall.walkingAid}` }],
      ['diary.fall.lighting', { term: `diary.fall.lightingValue.${fall.lighting}` }],
      ['diary.fall.medicationChange', { term: `diary.fall.answer.${fall.medicationChange}` }],
      ...text('actions', fall.actions),
      ['diary.fall.familyInformed', yesNo(fall.familyInformed)],
    ],
  };
}
