import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_MODULE,
  DEFAULT_MODULE_ACCESS,
  MODULE_IDS,
  levelAllows,
  levelsOfRole,
  moduleAccessMapSchema,
  moduleAccessUpdateSchema,
} from './module-access';
import { ROLES } from './role-names';

describe('the default module access', () => {
  it('names a level for every module and role, and is frozen', () => {
    expect(moduleAccessMapSchema.parse(DEFAULT_MODULE_ACCESS)).toEqual(DEFAULT_MODULE_ACCESS);
    expect(Object.keys(DEFAULT_MODULE_ACCESS)).toEqual([...MODULE_IDS]);
    expect(Object.isFrozen(DEFAULT_MODULE_ACCESS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_MODULE_ACCESS.diary)).toBe(true);
  });

  it('gives the configuration to the administrators alone', () => {
    for (const role of ROLES) {
      expect(DEFAULT_MODULE_ACCESS[CONFIGURATION_MODULE][role]).toBe(
        role === 'RA_ADMIN' ? 'write' : 'none',
      );
    }
  });

  it('lets a nurse write measurements and the diary, and a guest read their own', () => {
    expect(DEFAULT_MODULE_ACCESS.measurement.RA_NURSE).toBe('write');
    expect(DEFAULT_MODULE_ACCESS.diary.RA_NURSE).toBe('write');
    expect(DEFAULT_MODULE_ACCESS.measurement.RA_GUEST).toBe('read');
    expect(DEFAULT_MODULE_ACCESS.medicalRecords.RA_GUEST_ASSISTANCE).toBe('none');
  });

  it('takes one role’s column, nothing for no role', () => {
    expect(levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_GUEST').configuration).toBe('none');
    expect(Object.values(levelsOfRole(DEFAULT_MODULE_ACCESS, undefined))).toEqual(
      MODULE_IDS.map(() => 'none'),
    );
  });
});

describe('levels', () => {
  it('write includes read, none gives nothing', () => {
    expect(levelAllows('write', 'read')).toBe(true);
    expect(levelAllows('write', 'write')).toBe(true);
    expect(levelAllows('read', 'read')).toBe(true);
    expect(levelAllows('read', 'write')).toBe(false);
    expect(levelAllows('none', 'read')).toBe(false);
    expect(levelAllows(undefined, 'read')).toBe(false);
  });
});

describe('the update body', () => {
  it('takes some cells', () => {
    const body = { levels: { diary: { RA_NURSE: 'read' } } };
    expect(moduleAccessUpdateSchema.parse(body)).toEqual(body);
  });

  it('refuses an unknown module, an unknown role and a level outside none/read/write', () => {
    expect(moduleAccessUpdateSchema.safeParse({ levels: { payments: {} } }).success).toBe(false);
    expect(
      moduleAccessUpdateSchema.safeParse({ levels: { diary: { RA_X: 'read' } } }).success,
    ).toBe(false);
    expect(
      moduleAccessUpdateSchema.safeParse({ levels: { diary: { RA_NURSE: 'all' } } }).success,
    ).toBe(false);
  });
});
