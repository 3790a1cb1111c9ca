import {
  DEFAULT_MODULE_ACCESS,
  DEFAULT_PERMISSION_MAP,
  levelsOfRole,
  type PermissionMap,
} from '@care/api-client';
import { describe, expect, it } from 'vitest';
import { isPermitted, permissionSubject, type PermissionSubject } from './permissions';

const nurse: PermissionSubject = { role: 'RA_NURSE', permission: null };
const guestMap: PermissionMap = {
  diary: { personal: true, manager: false },
  documents: { personal: true },
};
const guest: PermissionSubject = { role: 'RA_GUEST', permission: guestMap };

describe('isPermitted', () => {
  it('allows everyone signed in when nothing is required, and nobody without a user', () => {
    expect(isPermitted(nurse, undefined)).toBe(true);
    expect(isPermitted(nurse, {})).toBe(true);
    expect(isPermitted(null, undefined)).toBe(false);
    expect(isPermitted(undefined, {})).toBe(false);
  });

  it('checks the role against the allowed roles', () => {
    expect(isPermitted(nurse, { roles: ['RA_NURSE', 'RA_ADMIN'] })).toBe(true);
    expect(isPermitted(guest, { roles: ['RA_NURSE', 'RA_ADMIN'] })).toBe(false);
    expect(isPermitted(guest, { roles: [] })).toBe(false);
  });

  it('uses the default module-flag map when the server gave none', () => {
    for (const [module, flags] of Object.entries(DEFAULT_PERMISSION_MAP))
      for (const flag of Object.keys(flags))
        expect(isPermitted(nurse, { flags: [{ module, flag }] }), `${module}.${flag}`).toBe(true);
    expect(isPermitted(nurse, { flags: [{ module: 'diary', flag: 'unknown' }] })).toBe(false);
    expect(isPermitted(nurse, { flags: [{ module: 'payments', flag: 'userDetail' }] })).toBe(false);
  });

  it('uses the server’s map when there is one: only flags set to true', () => {
    expect(isPermitted(guest, { flags: [{ module: 'diary', flag: 'personal' }] })).toBe(true);
    expect(isPermitted(guest, { flags: [{ module: 'diary', flag: 'manager' }] })).toBe(false);
    // Not in the server's map, although the default map grants it.
    expect(isPermitted(guest, { flags: [{ module: 'measurement', flag: 'allUsers' }] })).toBe(
      false,
    );
  });

  it('needs every flag and the role together', () => {
    const both = {
      roles: ['RA_GUEST'] as const,
      flags: [
        { module: 'diary', flag: 'personal' },
        { module: 'documents', flag: 'personal' },
      ],
    };
    expect(isPermitted(guest, both)).toBe(true);
    expect(
      isPermitted(guest, { ...both, flags: [...both.flags, { module: 'diary', flag: 'manager' }] }),
    ).toBe(false);
    expect(isPermitted(nurse, both)).toBe(false);
  });

  it('checks a module level against the loaded levels, none while they load', () => {
    const modules = levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_NURSE');
    const read = { module: { id: 'documents', need: 'read' } } as const;
    const write = { module: { id: 'disease', need: 'write' } } as const;
    expect(isPermitted({ ...nurse, modules }, read)).toBe(true);
    expect(isPermitted({ ...nurse, modules }, write)).toBe(false);
    expect(isPermitted({ ...nurse, modules: { ...modules, documents: 'none' } }, read)).toBe(false);
    expect(isPermitted(nurse, read)).toBe(false);
    expect(isPermitted(nurse, {})).toBe(true);
  });

  it('is not fooled by inherited names', () => {
    expect(isPermitted(nurse, { flags: [{ module: 'toString', flag: 'call' }] })).toBe(false);
    expect(isPermitted(guest, { flags: [{ module: 'diary', flag: '__proto__' }] })).toBe(false);
  });
});

describe('permissionSubject', () => {
  it('takes the role and map of myInfo', () => {
    expect(
      permissionSubject({
        customerRoleDto: {
          id: 1,
          role: 'RA_GUEST',
          permission: guestMap,
          customerRoleDtos: [],
          customerGroupDtoCollection: [],
        },
      }),
    ).toEqual({ ...guest, modules: undefined });
  });
});
