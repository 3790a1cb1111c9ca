import { describe, expect, it } from 'vitest';
import { ROLES } from './auth';
import { outranksOrEquals, ROLE_ORDER, strongestRole } from './roles';

describe('the role hierarchy', () => {
  it('puts the administrator over everyone and the secretary over everyone but administrators', () => {
    for (const target of ROLES) expect(outranksOrEquals('RA_ADMIN', target)).toBe(true);
    const underSecretary = ROLES.filter((role) => outranksOrEquals('RA_SECRETARY', role));
    expect(underSecretary).toEqual(ROLES.filter((role) => role !== 'RA_ADMIN'));
  });

  it('keeps care staff and guests under the managers, guests under everyone', () => {
    expect(outranksOrEquals('RA_NURSE', 'RA_SECRETARY')).toBe(false);
    expect(outranksOrEquals('RA_DOCTOR', 'RA_ADMIN')).toBe(false);
    expect(outranksOrEquals('RA_GUEST', 'RA_NURSE')).toBe(false);
    for (const caller of ROLES) expect(outranksOrEquals(caller, 'RA_GUEST')).toBe(true);
  });

  it('orders every role once, strongest first, and finds an account’s strongest role', () => {
    expect([...ROLE_ORDER].sort()).toEqual([...ROLES].sort());
    expect(ROLE_ORDER[0]).toBe('RA_ADMIN');
    expect(ROLE_ORDER.at(-1)).toBe('RA_GUEST');
    expect(strongestRole(['RA_GUEST', 'RA_ADMIN'])).toBe('RA_ADMIN');
    expect(strongestRole(['RA_NURSE', 'RA_SECRETARY'])).toBe('RA_SECRETARY');
    expect(strongestRole([])).toBeUndefined();
  });
});
