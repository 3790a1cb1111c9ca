import { useEffect, useSyncExternalStore } from 'react';
import { useApi } from '../../../app/api';
import { afterFirstInteraction } from '../../../shared/after-first-interaction';
import { DEFAULT_LEGAL_LINKS, legalLinksStore, type LegalLinks } from '../legal-links';

/**
 * The legal links of this product: the defaults (the integrated pages) until the legal product
 * list is read. Signed in it is read at once; logged out after the first interaction (at most
 * 8 s), like the translations, so the API client's code is not in the login page's first load.
 */
export function useLegalLinks(): LegalLinks {
  const api = useApi();
  const store = legalLinksStore(api);
  useEffect(() => {
    let active = true;
    const start = api.tokenStore.get() === null ? afterFirstInteraction() : Promise.resolve();
    void start.then(() => {
      if (active) void store.load();
    });
    return () => {
      active = false;
    };
  }, [api, store]);
  return useSyncExternalStore(store.subscribe, store.current, store.current) ?? DEFAULT_LEGAL_LINKS;
}
