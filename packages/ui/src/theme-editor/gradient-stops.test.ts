import { describe, expect, it } from 'vitest';
import {
  addGradientStop,
  changeGradientStop,
  removeGradientStop,
  scaledFontSize,
} from './gradient-stops';
import { setIn } from './set-in';

const range = { min: 2, max: 3 };
const two = {
  angle: 90,
  stops: [
    { color: '#111111', position: 0 },
    { color: '#222222', position: 100 },
  ],
};

describe('gradient stops', () => {
  it('adds a stop at 100 % in the last colour, never beyond the maximum', () => {
    const three = addGradientStop(two, range);
    expect(three.stops).toEqual([...two.stops, { color: '#222222', position: 100 }]);
    expect(addGradientStop(three, range)).toBe(three);
    expect(two.stops).toHaveLength(2); // unchanged
  });

  it('removes a stop, never below the minimum nor outside the list', () => {
    const three = addGradientStop(two, range);
    expect(removeGradientStop(three, 0, range).stops).toEqual([
      { color: '#222222', position: 100 },
      { color: '#222222', position: 100 },
    ]);
    expect(removeGradientStop(two, 0, range)).toBe(two);
    expect(removeGradientStop(three, 5, range)).toBe(three);
  });

  it('changes one stop and keeps the others', () => {
    const changed = changeGradientStop(two, 1, { position: 60 });
    expect(changed.stops[1]).toEqual({ color: '#222222', position: 60 });
    expect(changed.stops[0]).toBe(two.stops[0]);
  });
});

describe('scaledFontSize', () => {
  it('scales a size by the global size (16 = as given), to two decimals', () => {
    expect(scaledFontSize(16, 16)).toBe('16px');
    expect(scaledFontSize(16, 20)).toBe('20px');
    expect(scaledFontSize(12, 5)).toBe('3.75px');
    expect(scaledFontSize(0, 30)).toBe('0px');
  });
});

describe('setIn', () => {
  it('copies the objects and arrays on the path and shares the rest', () => {
    const theme = { a: { b: [1, 2, 3] }, c: { d: 1 } };
    const next = setIn(theme, ['a', 'b', 1], 5);
    expect(next).toEqual({ a: { b: [1, 5, 3] }, c: { d: 1 } });
    expect(next.c).toBe(theme.c);
    expect(theme.a.b).toEqual([1, 2, 3]);
    expect(Array.isArray(next.a.b)).toBe(true);
  });
});
