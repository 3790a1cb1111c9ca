import { describe, expect, it } from 'vitest';
import * as shared from '../../shared/breakpoints';
import { DESKTOP_UP, WIDE_UP, WIDEST_UP } from './layout';

describe('profile layout breakpoints', () => {
  it('are the app’s', () => {
    expect({ DESKTOP_UP, WIDE_UP, WIDEST_UP }).toEqual({
      DESKTOP_UP: shared.DESKTOP_UP,
      WIDE_UP: shared.WIDE_UP,
      WIDEST_UP: shared.WIDEST_UP,
    });
  });
});
