import { describe, expect, it } from 'vitest';
import { PAYMENTS_ENABLED, pageToRender } from './page-to-render';

describe('pageToRender', () => {
  it('renders the profile page: payments are not enabled in Care', () => {
    expect(PAYMENTS_ENABLED).toBe(false);
    expect(pageToRender()).toBe('profilePage');
  });

  it('would render the payments page only where payments are enabled', () => {
    expect(pageToRender(true)).toBe('paymentsPage');
    expect(pageToRender(false)).toBe('profilePage');
  });
});
