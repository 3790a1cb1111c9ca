import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../languages/index';
import { getServerTranslations } from './server-translations';

const noSubscription = () => () => undefined;

/**
 * The languages to offer in a language switcher: the bundled languages the server lists (all of
 * them until the list is known, or when the instance has no server source). Re-renders when the
 * list arrives.
 */
export function useAvailableLanguages(): readonly Language[] {
  const { i18n } = useTranslation();
  const server = getServerTranslations(i18n);
  const subscribe = useCallback(
    (listener: () => void) => (server ? server.subscribe(listener) : noSubscription()),
    [server],
  );
  return useSyncExternalStore(
    subscribe,
    () => server?.languages ?? SUPPORTED_LANGUAGES,
    () => server?.languages ?? SUPPORTED_LANGUAGES,
  );
}
