import { describe, expect, it } from 'vitest';
import { ageOn } from './age';

describe('ageOn', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('1938-04-12', new Date(2026, 3, 11))).toBe(87);
    expect(ageOn('1938-04-12', new Date(2026, 3, 12))).toBe(88);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('1940-02-29', new Date(2026, 1, 28))).toBe(85);
    expect(ageOn('1940-02-29', new Date(2026, 2, 1))).toBe(86);
  });

  it('has no age for a missing, malformed or future date', () => {
    expect(ageOn(null, new Date(2026, 0, 1))).toBeNull();
    expect(ageOn('12/04/1938', new Date(2026, 0, 1))).toBeNull();
    expect(ageOn('2030-01-01', new Date(2026, 0, 1))).toBeNull();
  });
});
