import { describe, expect, expectTypeOf, it } from 'vitest';
import { API_ROUTES } from './api-routes';
import { PERSONAL_DATA_API_BASE, PERSONAL_DATA_API_PATHS } from './person-detail';
import {
  joinPath,
  PRODUCT_API,
  PRODUCT_API_BASE,
  PRODUCT_API_PATHS,
  productApiPaths,
  type PathBuilder,
} from './product-paths';

describe('product API paths', () => {
  it('builds every group of the spec under the product base', () => {
    expect(PRODUCT_API_BASE).toBe('care/api/v1/');
    expect(Object.keys(PRODUCT_API)).toEqual([
      'guest',
      'diaryDashboard',
      'measurementDashboard',
      'nutritionDashboard',
      'purgeDashboard',
      'drugDashboard',
      'meetingRoom',
      'guestAssistance',
      'guestAssistanceService',
      'doctor',
      'disease',
      'drug',
      'communication',
      'conf',
      'customerService',
      'dashboard',
    ]);
    expect(PRODUCT_API.guest.withAllergy()).toBe('care/api/v1/guest/with-allergy');
    expect(PRODUCT_API.guestAssistanceService.bookedGreater()).toBe(
      'care/api/v1/guest-assistance-service/booked/greater',
    );
    expect(PRODUCT_API.drug.generalPreferred()).toBe('care/api/v1/drug/general/preferred');
    expect(PRODUCT_API.customerService.myInfo()).toBe('care/api/v1/customer-service/myInfo');
    expect(PRODUCT_API.communication.search('I')).toBe('care/api/v1/communication/search/I');
    for (const [group, names] of Object.entries(PRODUCT_API_PATHS)) {
      for (const [name, path] of Object.entries(names)) {
        const build = (PRODUCT_API as unknown as Record<string, Record<string, PathBuilder>>)[
          group
        ]?.[name];
        expect(build?.()).toBe(`care/api/v1/${path}`);
      }
    }
  });

  it('appends ids and other segments encoded, and refuses an empty one', () => {
    expect(PRODUCT_API.guest.detail(12)).toBe('care/api/v1/guest/detail/12');
    expect(PRODUCT_API.meetingRoom.meeting(4, '2026-03-01')).toBe(
      'care/api/v1/meeting-room/meeting/4/2026-03-01',
    );
    expect(PRODUCT_API.guest.detail('../../admin')).toBe(
      'care/api/v1/guest/detail/..%2F..%2Fadmin',
    );
    expect(() => PRODUCT_API.guest.detail('')).toThrow(TypeError);
    expect(joinPath('a', [])).toBe('a');
  });

  it('builds under another base', () => {
    expect(productApiPaths('rsa/api/v2').guest.actual()).toBe('rsa/api/v2/guest/actual');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(PRODUCT_API)).toBe(true);
    expect(Object.isFrozen(PRODUCT_API.guest)).toBe(true);
  });

  it('types the builders', () => {
    expectTypeOf(PRODUCT_API.guest.detail).toEqualTypeOf<PathBuilder>();
    expectTypeOf(PRODUCT_API.communication.search).parameter(0).toEqualTypeOf<'I' | 'R'>();
    // @ts-expect-error: not a path of the product API
    expect(PRODUCT_API.guest.nothing).toBeUndefined();
  });
});

describe('personal-data and product routes', () => {
  it('keeps the routes under their service bases', () => {
    expect(API_ROUTES.productAddTerm.path.startsWith(PRODUCT_API_BASE)).toBe(true);
    expect(API_ROUTES.productLocales.path).toBe(PRODUCT_API.conf.locale());
    expect(API_ROUTES.productAddTerm.path).toBe(PRODUCT_API.conf.addTerm());
    for (const name of [
      'personDetail',
      'updatePersonDetail',
      'personDataStructure',
      'accountImage',
      'setAccountImage',
      'deleteAccountImage',
    ] as const) {
      expect(API_ROUTES[name].path.startsWith(PERSONAL_DATA_API_BASE)).toBe(true);
    }
    expect(PERSONAL_DATA_API_PATHS.detailStructure).toBe(
      'personal-data/api/v1/personal-data/structure/PERSONAL_DATA_FIELD_EDIT',
    );
  });
});
