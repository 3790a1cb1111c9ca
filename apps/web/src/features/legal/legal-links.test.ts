import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEGAL_LINKS,
  PRIVACY_PAGE_PATH,
  TERMS_PAGE_PATH,
  isAppPath,
  legalLinksOf,
} from './legal-links';

describe('legalLinksOf', () => {
  it('enables the integrated terms when the product points at the app’s terms page', () => {
    expect(
      legalLinksOf(
        [
          { name: 'other', termsAndCondition: 'https://x.example/t', privacyPolicy: '/p/' },
          { name: 'care', termsAndCondition: TERMS_PAGE_PATH, privacyPolicy: PRIVACY_PAGE_PATH },
        ],
        'care',
      ),
    ).toEqual({
      integrated: true,
      termsAndConditions: TERMS_PAGE_PATH,
      privacyPolicy: PRIVACY_PAGE_PATH,
    });
  });

  it('uses external documents when the product has them', () => {
    expect(
      legalLinksOf(
        [
          {
            name: 'care',
            termsAndCondition: 'https://facility.example/terms',
            privacyPolicy: 'https://facility.example/privacy',
          },
        ],
        'care',
      ),
    ).toEqual({
      integrated: false,
      termsAndConditions: 'https://facility.example/terms',
      privacyPolicy: 'https://facility.example/privacy',
    });
  });

  it('never links to an unsafe address, and falls back to the integrated pages', () => {
    expect(
      legalLinksOf(
        [
          {
            name: 'care',
            termsAndCondition: 'javascript:alert(1)',
            privacyPolicy: '//evil.example',
          },
        ],
        'care',
      ),
    ).toEqual(DEFAULT_LEGAL_LINKS);
    expect(legalLinksOf([], 'care')).toEqual(DEFAULT_LEGAL_LINKS);
  });

  it('tells app paths from other addresses', () => {
    expect(isAppPath('/loggedIn/x/')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('https://x.example')).toBe(false);
  });
});
