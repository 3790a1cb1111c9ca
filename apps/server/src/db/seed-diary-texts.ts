import type { DiaryFall, DiarySignificance } from '@care/api-client/schemas';

/**
 * What the demo diary says (src/db/seed-diary.ts): believable notes of a shift, by category and
 * significance. `{name}` is the guest's first name.
 */

/** One kind of note: its categories and the texts to pick from. */
export interface NoteKind {
  categories: readonly string[];
  texts: readonly string[];
}

export const ROUTINE: readonly NoteKind[] = [
  {
    categories: ['sleep'],
    texts: [
      'Slept through the night; checked at 2 and 4, resting quietly.',
      'Woke once around 3 asking for water, settled again within minutes.',
      '{name} had a short nap after lunch and was alert in the afternoon.',
    ],
  },
  {
    categories: ['nutrition'],
    texts: [
      'Ate all of breakfast; drank two cups of tea.',
      'Lunch eaten about three quarters; declined the dessert.',
      'Good appetite at dinner; fluids encouraged, about 300 ml taken.',
    ],
  },
  {
    categories: ['hygieneSkin'],
    texts: [
      'Shower with assistance; skin intact, heels checked and creamed.',
      'Morning care done independently with prompting; dressed in own clothes.',
      'Repositioned every two hours; no redness on sacrum or heels.',
    ],
  },
  {
    categories: ['mobility'],
    texts: [
      'Walked to the dining room with the frame, steady on the feet.',
      'Joined the morning exercise group for 20 minutes.',
      'Transferred bed to chair with one helper, no difficulty.',
    ],
  },
  {
    categories: ['behaviourMood', 'familySocial'],
    texts: [
      '{name} was cheerful, played cards with the neighbours in the lounge.',
      'Daughter visited in the afternoon; {name} was pleased and chatty.',
      'Watched the news and talked about the old days in the market.',
    ],
  },
  {
    categories: ['health'],
    texts: [
      'Vital signs within the usual range; no complaints.',
      'Morning medication taken with breakfast without problems.',
      'Blood sugar checked before lunch, within the target range.',
    ],
  },
];

export const SIGNIFICANT: readonly NoteKind[] = [
  {
    categories: ['behaviourMood'],
    texts: [
      '{name} was restless and confused in the evening, asking to go home; calmed with a chat and music.',
      'Refused morning care twice; accepted it later with a different carer.',
    ],
  },
  {
    categories: ['nutrition', 'health'],
    texts: [
      'Ate less than half of meals today; offered a supplement drink. Please monitor intake.',
      'Coughing while drinking; thickened fluids given, speech therapist to be informed.',
    ],
  },
  {
    categories: ['health'],
    texts: [
      'Temperature 37.8 °C in the afternoon; fluids encouraged, doctor informed.',
      'Complained of pain in the left knee; paracetamol given as prescribed, to be reviewed.',
    ],
  },
  {
    categories: ['hygieneSkin'],
    texts: ['Small red area on the right heel; heel protector applied, check every shift.'],
  },
];

export const CRITICAL: readonly NoteKind[] = [
  {
    categories: ['health'],
    texts: [
      'Sudden shortness of breath, saturation 88 %; oxygen started, doctor called at once.',
      'Found drowsy and hard to wake, blood sugar 52 mg/dl; glucose given, doctor called.',
    ],
  },
];

/** The one fall of the demo diary (a critical entry, acknowledged). */
export const FALL: NoteKind = {
  categories: ['fallIncident', 'mobility'],
  texts: [
    'Found on the floor beside the bed at 05:40, conscious; small bruise on the left elbow. ' +
      'Helped up with the hoist, vital signs normal, doctor informed.',
  ],
};

/** The structured record of the demo fall (docs/behaviour/diary.md#falls-and-incidents). */
export const FALL_RECORD: DiaryFall = {
  place: 'Beside the bed, own room',
  witnessed: false,
  foundBy: 'Night nurse on her 05:40 round',
  guestSaid: 'I wanted to get up to open the window.',
  injury: 'minor',
  injuries: 'Small bruise on the left elbow',
  helpCalled: ['nurse', 'doctor'],
  observations: 'BP 128/76, pulse 84, SpO2 96 %, alert and oriented; checked hourly until 10:00',
  footwear: 'barefoot',
  walkingAid: 'notUsed',
  lighting: 'poor',
  medicationChange: 'no',
  actions: 'Helped up with the hoist, elbow cooled; night light and bed sensor mat requested.',
  familyInformed: true,
};

/** The note of the action taken on an acknowledged critical entry. */
export const ACK_NOTES = [
  'Doctor visited, vital signs every two hours overnight, family informed.',
  'Seen by the doctor; therapy adjusted, monitoring continued by the next shift.',
] as const;

/** How much a generated entry matters, from a number in [0, 1). */
export function significanceOf(draw: number): DiarySignificance {
  if (draw < 0.004) return 'critical';
  if (draw < 0.14) return 'significant';
  return 'routine';
}
