import { z } from 'zod';

/**
 * The structured record of a fall or incident (docs/behaviour/diary.md#falls-and-incidents): an
 * entry with the `fallIncident` category carries it, one without must not. Shaped after the
 * post-fall reports of care homes: what happened, what was found, the context that may have
 * caused it, and what was done.
 */

/** The category whose entries carry a fall record. */
export const DIARY_FALL_CATEGORY = 'fallIncident';
/** The longest short answer of a fall record (where, found by whom). */
export const DIARY_FALL_SHORT_MAX = 200;
/** The longest free text of a fall record (what the guest said, injuries, observations, actions). */
export const DIARY_FALL_TEXT_MAX = 1000;

/** How badly the guest was hurt. */
export const DIARY_FALL_INJURIES = ['none', 'minor', 'serious'] as const;
/** Who was called to help (none: nobody was). */
export const DIARY_FALL_HELP = ['nurse', 'doctor', 'emergency'] as const;
/** The guest's footwear at the time. */
export const DIARY_FALL_FOOTWEAR = ['suitable', 'unsuitable', 'barefoot', 'unknown'] as const;
/** The guest's walking aid at the time. */
export const DIARY_FALL_WALKING_AIDS = ['used', 'notUsed', 'noneNeeded'] as const;
/** The lighting where it happened. */
export const DIARY_FALL_LIGHTING = ['good', 'poor', 'unknown'] as const;
/** An answer that may not be known (a recent change of medication). */
export const DIARY_FALL_YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;

const short = z.string().trim().min(1).max(DIARY_FALL_SHORT_MAX);
const optionalText = z.string().trim().max(DIARY_FALL_TEXT_MAX).optional();

/** A fall or incident record. Strict: a key it does not take is refused. */
export const diaryFallSchema = z.strictObject({
  /** Where it happened (the room, the corridor, the garden). */
  place: short,
  witnessed: z.boolean(),
  /** Who found the guest, when nobody saw it happen. */
  foundBy: z.string().trim().max(DIARY_FALL_SHORT_MAX).optional(),
  /** What the guest said, in their words. */
  guestSaid: optionalText,
  injury: z.enum(DIARY_FALL_INJURIES),
  /** Which injuries, where. */
  injuries: optionalText,
  /** Who was called; none when nobody was. */
  helpCalled: z
    .array(z.enum(DIARY_FALL_HELP))
    .max(DIARY_FALL_HELP.length)
    .refine((help) => new Set(help).size === help.length, 'twice'),
  /** The observations taken afterwards (vital signs, neurological checks). */
  observations: optionalText,
  footwear: z.enum(DIARY_FALL_FOOTWEAR),
  walkingAid: z.enum(DIARY_FALL_WALKING_AIDS),
  lighting: z.enum(DIARY_FALL_LIGHTING),
  medicationChange: z.enum(DIARY_FALL_YES_NO_UNKNOWN),
  /** What was done (first aid, moved to bed, hip protectors ordered). */
  actions: optionalText,
  familyInformed: z.boolean(),
});
/** A fall or incident record. */
export type DiaryFall = z.infer<typeof diaryFallSchema>;

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
