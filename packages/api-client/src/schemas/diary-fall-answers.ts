import type { DiaryFall } from './diary-fall';

// Apart from the schema, so that screens load it only where a record is shown.
/** An answer of a fall's record as it is shown: a text as typed, or translation terms. */
export type DiaryFallAnswer = string | { term: string } | { terms: readonly string[] };

/**
 * A fall's record as labelled answers, in the form's order, for screens and exports alike: each
 * label a translation term (`diary.fall.place`), each answer a text or terms; free texts left
 * empty are left out, and an empty "help called" reads "nobody".
 */
export function diaryFallAnswers(fall: DiaryFall): [label: string, answer: DiaryFallAnswer][] {
  const term = (group: string, value: string) => ({ term: `diary.fall.${group}.${value}` });
  const yesNo = (value: boolean) => term('answer', value ? 'yes' : 'no');
  const text = (key: keyof DiaryFall, value: string | undefined) =>
    value ? [[`diary.fall.${key}`, value] as [string, DiaryFallAnswer]] : [];
  const help = fall.helpCalled.map((who) => `diary.fall.help.${who}`);
  return [
    ['diary.fall.place', fall.place],
    ['diary.fall.witnessed', yesNo(fall.witnessed)],
    ...text('foundBy', fall.foundBy),
    ...text('guestSaid', fall.guestSaid),
    ['diary.fall.injury', term('injuryValue', fall.injury)],
    ...text('injuries', fall.injuries),
    ['diary.fall.helpCalled', help.length > 0 ? { terms: help } : term('help', 'nobody')],
    ...text('observations', fall.observations),
    ['diary.fall.footwear', term('footwearValue', fall.footwear)],
    ['diary.fall.walkingAid', term('walkingAidValue', fall.walkingAid)],
    ['diary.fall.lighting', term('lightingValue', fall.lighting)],
    ['diary.fall.medicationChange', term('answer', fall.medicationChange)],
    ...text('actions', fall.actions),
    ['diary.fall.familyInformed', yesNo(fall.familyInformed)],
  ];
}
