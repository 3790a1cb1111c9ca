import { describe, expect, it } from 'vitest';
import { configuredPermissionSchema, documentWriteSchema, expirationSchema } from './documents';
import { fieldDefinitionSchema, FIELD_TYPES, formValueSchema } from './forms';
import { GUEST_STATUSES, dismissQuerySchema } from './guests';
import { guestStatusSchema } from './auth';
import { DEFAULT_PERMISSION_MAP, hasPermission } from './permissions';
import { API_ROUTES } from './api-routes';
import { fillPath } from './routes';
import { EXPORT_TYPES } from './catalogues';

describe('form field definitions', () => {
  it('accepts every property of the spec and every field type', () => {
    for (const type of FIELD_TYPES) {
      const field = {
        fieldName: 'f',
        type,
        label: 'form.f',
        value: null,
        required: true,
        readOnly: false,
        hidden: false,
        maxDigits: 80,
        min: 0,
        max: '2030-01-01',
        path: 'guest/autocomplete',
        labelField: 'fullName',
        fields: [{ value: 'a', label: 'A' }, { id: 3 }],
        dependencies: [{ fieldName: 'other', value: 'T' }],
        category: 'contacts',
        validate: 'email',
        helperText: 'form.email.error',
        acceptExtension: '.pdf,.png',
        vip: true,
      };
      expect(fieldDefinitionSchema.parse(field)).toEqual(field);
    }
    expect(FIELD_TYPES).toHaveLength(18);
  });

  it('refuses an unknown type and takes checkbox and upload values', () => {
    expect(fieldDefinitionSchema.safeParse({ fieldName: 'f', type: 'SLIDER' }).success).toBe(false);
    expect(formValueSchema.parse('a;b')).toBe('a;b');
    expect(formValueSchema.parse({ data: 'AAA=', fileName: 'x.pdf' })).toEqual({
      data: 'AAA=',
      fileName: 'x.pdf',
    });
  });
});

describe('documents', () => {
  it('takes the spec expiration format and W/R/N permission lists', () => {
    expect(expirationSchema.safeParse('2030-05-01T10:30').success).toBe(true);
    expect(expirationSchema.safeParse('2030-05-01T10:30:00Z').success).toBe(false);
    expect(configuredPermissionSchema.safeParse('W,R,N').success).toBe(true);
    expect(configuredPermissionSchema.safeParse('').success).toBe(true);
    expect(configuredPermissionSchema.safeParse('W,,R').success).toBe(false);
    expect(configuredPermissionSchema.safeParse('RW').success).toBe(false);
  });

  it('enforces the name and description limits and role fields of W/R/N', () => {
    const base = {
      name: 'x',
      description: null,
      expiration: null,
      state: false,
      atCustomerAccountId: 1,
      documentTagId: null,
      configuredPermission: 'W',
    };
    expect(documentWriteSchema.safeParse(base).success).toBe(true);
    expect(documentWriteSchema.safeParse({ ...base, name: ' ' }).success).toBe(false);
    expect(documentWriteSchema.safeParse({ ...base, name: 'x'.repeat(81) }).success).toBe(false);
    expect(documentWriteSchema.safeParse({ ...base, description: 'x'.repeat(1001) }).success).toBe(
      false,
    );
    expect(documentWriteSchema.safeParse({ ...base, RA_NURSE: 'R' }).success).toBe(true);
    expect(documentWriteSchema.safeParse({ ...base, RA_NURSE: 'X' }).success).toBe(false);
  });
});

describe('domain data', () => {
  it('lists every guest status the status schema accepts', () => {
    expect(GUEST_STATUSES.map((status) => status.code)).toEqual(guestStatusSchema.options);
  });

  it('checks the dismiss query', () => {
    expect(
      dismissQuerySchema.safeParse({ date: '2026-02-03', archiveCause: 'death' }).success,
    ).toBe(true);
    expect(dismissQuerySchema.safeParse({ date: '03/02/2026' }).success).toBe(false);
    expect(dismissQuerySchema.safeParse({ date: '2026-02-03', archiveCause: 'x' }).success).toBe(
      false,
    );
  });

  it('keeps export types unique', () => {
    expect(new Set(EXPORT_TYPES).size).toBe(EXPORT_TYPES.length);
  });
});

describe('permission map', () => {
  it('grants the default flags when the server gives no map, and only those', () => {
    expect(hasPermission(null, 'documents', 'deadline')).toBe(true);
    expect(hasPermission(undefined, 'diary', 'lastReport')).toBe(true);
    expect(hasPermission(null, 'documents', 'delete')).toBe(false);
    expect(hasPermission(null, 'toString', 'call')).toBe(false);
    expect(hasPermission(null, 'diary', '__proto__')).toBe(false);
  });

  it('uses the server map when there is one', () => {
    expect(hasPermission({ documents: { personal: false } }, 'documents', 'personal')).toBe(false);
    expect(hasPermission({}, 'diary', 'alerts')).toBe(false);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_PERMISSION_MAP)).toBe(true);
    expect(Object.isFrozen(DEFAULT_PERMISSION_MAP.diary)).toBe(true);
  });
});

describe('routes', () => {
  it('fills and encodes parameters, and refuses missing ones', () => {
    expect(fillPath(API_ROUTES.accountAction.path, { action: 'reset-password', id: 4 })).toBe(
      'personal/reset-password/4',
    );
    expect(fillPath('document/{id}', { id: '1/../2?x' })).toBe('document/1%2F..%2F2%3Fx');
    expect(() => fillPath('document/{id}')).toThrow(/missing path parameter id/);
  });

  it('has one method and path per route', () => {
    const keys = Object.values(API_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
