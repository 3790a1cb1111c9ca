import type { CareClient } from '@care/api-client';
import { replace, type RouteObject } from 'react-router';
import type { DataLayer } from '../../app/data';
import { legalLinksStore } from './legal-links';

/** What the legal routes' loaders use. */
export interface LegalRouteDeps {
  api: Pick<CareClient, 'site'>;
  data: Pick<DataLayer, 'load'>;
}

/** `termsAndConditionsPage/` and `privacyPolicyPage/`, children of `/loggedIn/`. */
export const loggedInLegalRoutes: RouteObject[] = [
  {
    path: 'termsAndConditionsPage',
    lazy: async () => ({
      Component: (await import('./pages/legal-pages')).TermsAndConditionsPage,
    }),
  },
  {
    path: 'privacyPolicyPage',
    lazy: async () => ({ Component: (await import('./pages/legal-pages')).PrivacyPolicyPage }),
  },
];

/**
 * `termsAndConditionsOut/`, a child of `/loggedOut/`: only when the integrated terms are enabled
 * (the legal product list says so); otherwise the login page. The loader also loads the data
 * layer, which the logged-out area does not have by default.
 */
export function loggedOutLegalRoutes(deps: LegalRouteDeps): RouteObject[] {
  return [
    {
      path: 'termsAndConditionsOut',
      loader: async () => {
        const [links] = await Promise.all([legalLinksStore(deps.api).load(), deps.data.load()]);
        if (!links.integrated) throw replace('/loggedOut/');
        return null;
      },
      lazy: async () => ({
        Component: (await import('./pages/legal-pages')).TermsAndConditionsOutPage,
      }),
    },
  ];
}
