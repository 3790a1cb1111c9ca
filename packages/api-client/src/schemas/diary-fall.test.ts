import { describe, expect, it } from 'vitest';
import { diaryFallAnswers, diaryFallSchema, type DiaryFall } from './diary-fall';

const fall: DiaryFall = {
  place: 'Corridor',
  witnessed: true,
  injury: 'none',
  helpCalled: [],
  footwear: 'suitable',
  walkingAid: 'used',
  lighting: 'good',
  medicationChange: 'unknown',
  familyInformed: false,
};

describe('a fall record', () => {
  it('is read as labelled answers in the form’s order, empty texts left out', () => {
    expect(diaryFallAnswers({ ...fall, actions: 'Helped up' })).toEqual([
      ['diary.fall.place', 'Corridor'],
      ['diary.fall.witnessed', { term: 'diary.fall.answer.yes' }],
      ['diary.fall.injury', { term: 'diary.fall.injuryValue.none' }],
      ['diary.fall.helpCalled', { term: 'diary.fall.help.nobody' }],
      ['diary.fall.footwear', { term: 'diary.fall.footwearValue.suitable' }],
      ['diary.fall.walkingAid', { term: 'diary.fall.walkingAidValue.used' }],
      ['diary.fall.lighting', { term: 'diary.fall.lightingValue.good' }],
      ['diary.fall.medicationChange', { term: 'diary.fall.answer.unknown' }],
      ['diary.fall.actions', 'Helped up'],
      ['diary.fall.familyInformed', { term: 'diary.fall.answer.no' }],
    ]);
    expect(diaryFallAnswers({ ...fall, helpCalled: ['doctor', 'emergency'] })[3]).toEqual([
      'diary.fall.helpCalled',
      { terms: ['diary.fall.help.doctor', 'diary.fall.help.emergency'] },
    ]);
  });

  it('refuses a blank place, a helper twice and an unknown key', () => {
    expect(diaryFallSchema.safeParse(fall).success).toBe(true);
    expect(diaryFallSchema.safeParse({ ...fall, place: ' ' }).success).toBe(false);
    expect(diaryFallSchema.safeParse({ ...fall, helpCalled: ['nurse', 'nurse'] }).success).toBe(
      false,
    );
    expect(diaryFallSchema.safeParse({ ...fall, weather: 'rain' }).success).toBe(false);
  });
});
