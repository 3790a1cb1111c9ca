import { describe, expect, it } from 'vitest';
import { isBirthdayToday, statusChangePath, statusChangesFor } from './status-changes';

describe('status changes', () => {
  it('offers what the server allows from each status', () => {
    const actions = (status: Parameters<typeof statusChangesFor>[0]) =>
      statusChangesFor(status).map((change) => `${change.action}:${change.kind}>${change.to}`);
    expect(actions('A')).toEqual(['dismiss:dismiss>D', 'suspend:suspend>S']);
    expect(actions('S')).toEqual(['readmit:actual>A', 'dismiss:dismiss>D']);
    expect(actions('W')).toEqual(['admit:actual>A', 'reject:dismiss>R']);
    expect(actions('D')).toEqual(['readmit:actual>A']);
    expect(actions('R')).toEqual(['admit:actual>A']);
  });

  it('asks for the cause only when dismissing, and for the status word when dismissing or rejecting', () => {
    const [dismiss, suspend] = statusChangesFor('A');
    expect(dismiss).toMatchObject({ causeRequired: true, word: 'DISMISS' });
    expect(suspend).toMatchObject({ causeRequired: false, word: null });
    expect(statusChangesFor('W')[1]).toMatchObject({ causeRequired: false, word: 'REJECTED' });
  });

  it('builds the product API path of a change', () => {
    expect(statusChangePath('dismiss', 12)).toBe('care/api/v1/guest/dismiss/12');
    expect(statusChangePath('actual', 3)).toBe('care/api/v1/guest/actual/3');
  });
});

describe('birthday marker', () => {
  it('is on when the month and day are today', () => {
    const today = new Date(2026, 10, 21, 23, 30);
    expect(isBirthdayToday('1941-11-21', today)).toBe(true);
    expect(isBirthdayToday('1941-11-22', today)).toBe(false);
    expect(isBirthdayToday('1941-10-21', today)).toBe(false);
    expect(isBirthdayToday(null, today)).toBe(false);
    expect(isBirthdayToday('21/11/1941', today)).toBe(false);
  });

  it('marks a 29 February birthday on the 28th in other years', () => {
    expect(isBirthdayToday('1940-02-29', new Date(2027, 1, 28))).toBe(true);
    expect(isBirthdayToday('1940-02-29', new Date(2028, 1, 28))).toBe(false);
    expect(isBirthdayToday('1940-02-29', new Date(2028, 1, 29))).toBe(true);
  });
});
