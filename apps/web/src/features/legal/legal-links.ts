import type { CareClient, LegalProduct } from '@care/api-client';

/**
 * The integrated terms page of the logged-in area
 * (docs/behaviour/shell-and-session.md#legal-texts).
 */
export const TERMS_PAGE_PATH = '/loggedIn/termsAndConditionsPage/';
/**
 * The integrated privacy page of the logged-in area
 * (docs/behaviour/shell-and-session.md#legal-texts).
 */
export const PRIVACY_PAGE_PATH = '/loggedIn/privacyPolicyPage/';
/**
 * The logged-out terms page, shown only when the integrated terms are enabled
 * (docs/behaviour/shell-and-session.md#legal-texts).
 */
export const LOGGED_OUT_TERMS_PATH = '/loggedOut/termsAndConditionsOut/';

/** Where the legal texts of this product are, from the legal product list. */
export interface LegalLinks {
  /**
   * True when the product's terms are the integrated page: then the app shows the texts of
   * `GET personal/legal-terms/{lang}` itself, also on the logged-out page.
   */
  integrated: boolean;
  termsAndConditions: string;
  privacyPolicy: string;
}

/**
 * Used until the list is known, and when it cannot be read: the integrated pages, which always
 * work (the texts come from another call; failing open shows public information, nothing more).
 */
export const DEFAULT_LEGAL_LINKS: LegalLinks = {
  integrated: true,
  termsAndConditions: TERMS_PAGE_PATH,
  privacyPolicy: PRIVACY_PAGE_PATH,
};

/** True for an address inside the app (`/loggedIn/…`), as opposed to an external document. */
export function isAppPath(address: string): boolean {
  return /^\/(?!\/)/.test(address);
}

/** True for an address that may be linked to: an app path or an https document. */
function isSafeAddress(address: string): boolean {
  return /^(\/(?!\/)|https:\/\/)/i.test(address);
}

/**
 * The legal links of `productName` in the legal product list
 * (docs/behaviour/shell-and-session.md#legal-texts). The integrated terms are enabled when the
 * product's terms address is the app's own terms page; an unknown product or an address that is
 * neither an app path nor https falls back to the integrated pages.
 */
export function legalLinksOf(products: readonly LegalProduct[], productName: string): LegalLinks {
  const product = products.find((candidate) => candidate.name === productName);
  if (!product) return DEFAULT_LEGAL_LINKS;
  const termsAndConditions = isSafeAddress(product.termsAndCondition)
    ? product.termsAndCondition
    : TERMS_PAGE_PATH;
  const privacyPolicy = isSafeAddress(product.privacyPolicy)
    ? product.privacyPolicy
    : PRIVACY_PAGE_PATH;
  return {
    integrated: termsAndConditions === TERMS_PAGE_PATH,
    termsAndConditions,
    privacyPolicy,
  };
}

/** The legal product list of one page load, read once at start (first use). */
export interface LegalLinksStore {
  /** The links, once the list has been read (or has failed: then the defaults). */
  current(): LegalLinks | undefined;
  /** Reads the list, once; never rejects (a failure is logged and gives the defaults). */
  load(): Promise<LegalLinks>;
  subscribe(listener: () => void): () => void;
}

const stores = new WeakMap<object, LegalLinksStore>();

/** The store of `api`'s page load (one per API client, so tests do not share it). */
export function legalLinksStore(api: Pick<CareClient, 'site'>): LegalLinksStore {
  const existing = stores.get(api);
  if (existing) return existing;
  let links: LegalLinks | undefined;
  let loading: Promise<LegalLinks> | undefined;
  const listeners = new Set<() => void>();
  const store: LegalLinksStore = {
    current: () => links,
    load() {
      loading ??= Promise.all([api.site.legalProducts(), import('../../app/api-runtime')])
        .then(([products, { PRODUCT_NAME }]) => legalLinksOf(products, PRODUCT_NAME))
        .catch((error: unknown) => {
          console.error('[care] the legal product list could not be read', error);
          return DEFAULT_LEGAL_LINKS;
        })
        .then((result) => {
          links = result;
          listeners.forEach((listener) => listener());
          return result;
        });
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  stores.set(api, store);
  return store;
}
