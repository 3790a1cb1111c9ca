import { z } from 'zod/mini';

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

const short = z.string().check(z.trim(), z.minLength(1), z.maxLength(DIARY_FALL_SHORT_MAX));
const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(DIARY_FALL_TEXT_MAX)));

/** A fall or incident record. Strict: a key it does not take is refused. */
export const diaryFallSchema = z.strictObject({
  /** Where it happened (the room, the corridor, the garden). */
  place: short,
  witnessed: z.boolean(),
  /** Who found the guest, when nobody saw it happen. */
  foundBy: z.optional(z.string().check(z.trim(), z.maxLength(DIARY_FALL_SHORT_MAX))),
  /** What the guest said, in their words. */
  guestSaid: optionalText,
  injury: z.enum(DIARY_FALL_INJURIES),
  /** Which injuries, where. */
  injuries: optionalText,
  /** Who was called; none when nobody was. */
  helpCalled: z.array(z.enum(DIARY_FALL_HELP)).check(
    z.maxLength(DIARY_FALL_HELP.length),
    z.refine((help) => new Set(help).size === help.length, 'twice'),
  ),
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
