import {
  createClient,
  sessionStorageTokenStore,
  type CareClient,
  type ClientOptions,
} from '@care/api-client';
import { createContext, useContext } from 'react';
import { SESSION_TOKEN_KEY } from '../shared/storage-keys';

/** The API the app talks to: the reference server's `/api/`, on the page's own origin. */
export const API_BASE_URL = '/api/';

/** What the app's client is made with; tests point `baseUrl` at their own server. */
export type AppApiOptions = Pick<
  ClientOptions,
  'onSessionExpired' | 'onLongResponse' | 'fetch' | 'networkRetries'
> & { baseUrl?: string };

/**
 * Creates the app's one API client (main.tsx makes exactly one per page load): the session token
 * in session storage under `care.sessionToken`, base URL `/api/`.
 */
export function createAppApi(options: AppApiOptions = {}): CareClient {
  return createClient({
    ...options,
    baseUrl: options.baseUrl ?? API_BASE_URL,
    tokenStore: sessionStorageTokenStore(SESSION_TOKEN_KEY),
  });
}

/** The client for components; provided once by `AppProviders`. */
export const ApiContext = createContext<CareClient | null>(null);

/** The app's API client. */
export function useApi(): CareClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi: no ApiContext (render inside AppProviders)');
  return api;
}
