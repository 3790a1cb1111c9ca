import { describe, expect, it } from 'vitest';
import { ROLES } from './auth';
import { ADMINISTRATORS, PEOPLE_MANAGERS, STAFF_ROLES } from './role-groups';
import { outranksOrEquals } from './roles';

describe('the role groups', () => {
  it('counts every role but the guest as staff, in the contract order', () => {
    expect(STAFF_ROLES).toEqual(ROLES.filter((role) => role !== 'RA_GUEST'));
    expect(STAFF_ROLES).toHaveLength(ROLES.length - 1);
  });

  it('nests the administrators in the managers and the managers in the staff', () => {
    for (const role of ADMINISTRATORS) expect(PEOPLE_MANAGERS).toContain(role);
    for (const role of PEOPLE_MANAGERS) expect(STAFF_ROLES).toContain(role);
    expect(PEOPLE_MANAGERS).toEqual(['RA_ADMIN', 'RA_SECRETARY']);
    expect(ADMINISTRATORS).toEqual(['RA_ADMIN']);
  });

  it('lets every manager outrank every role outside the managers', () => {
    const others = ROLES.filter((role) => !PEOPLE_MANAGERS.includes(role));
    for (const manager of PEOPLE_MANAGERS)
      for (const other of others) expect(outranksOrEquals(manager, other)).toBe(true);
  });
});
