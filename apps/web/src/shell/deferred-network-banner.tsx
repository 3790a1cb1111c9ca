import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstInteraction } from '../shared/after-first-interaction';

/**
 * The offline banner for the logged-out pages, loaded after the first interaction (or a few
 * seconds): the login page's first load stays as it was (budgets in e2e/budgets.json). A chunk
 * that cannot be fetched yet (the network is down) is tried again when the browser is back.
 */
export function DeferredNetworkBanner() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      import('./network-banner').then(
        ({ NetworkBanner }) => {
          if (live) setBanner(() => NetworkBanner);
        },
        () => undefined,
      );
    };
    void afterFirstInteraction().then(() => {
      if (live) load();
    });
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return Banner ? <Banner /> : null;
}
