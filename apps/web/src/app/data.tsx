import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The app's data layer (TanStack Query and its one `QueryClient`), loaded on demand. The login
 * page never needs it, so it is not part of that page's first load (about 8 KB gzip; budgets in
 * e2e/budget.spec.ts). Anything that reads or writes queries makes sure it is there first:
 *
 * - the logged-in area's loader awaits `load()`, so every logged-in screen finds the client;
 * - a logged-out page that uses queries awaits `load()` in its route's loader or `lazy`;
 * - ending the session clears the cache only if it exists (`current()`).
 */
export interface DataLayer {
  /** The query client, or `undefined` until `load()` has settled. */
  current(): QueryClient | undefined;
  /** Loads TanStack Query and creates the client, once; later calls return the same client. */
  load(): Promise<QueryClient>;
  /** Called when the client appears. */
  subscribe(listener: () => void): () => void;
}

/** Creates the data layer of one page load (or one test). */
export function createDataLayer(): DataLayer {
  let client: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => client,
    load() {
      loading ??= import('./query-client').then(
        ({ createQueryClient }) => {
          client = createQueryClient();
          listeners.forEach((listener) => listener());
          return client;
        },
        (error: unknown) => {
          // The chunk could not be downloaded (network): the next attempt tries again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const DataLayerContext = createContext<DataLayer | null>(null);

/** The app's data layer, e.g. to `load()` it ahead of need. */
export function useDataLayer(): DataLayer {
  const data = useContext(DataLayerContext);
  if (!data) throw new Error('useDataLayer: render inside AppProviders');
  return data;
}

/**
 * Provides the query client to the screens once it is loaded: TanStack's own context (so
 * `useQuery`, `useMutation` and `useQueryClient` work as usual), without TanStack's code until
 * then. Like `QueryClientProvider`, it mounts the client (window focus and reconnect refetching)
 * while it is shown.
 */
export function DataProvider({ data, children }: { data: DataLayer; children: ReactNode }) {
  // State, not useSyncExternalStore: the client usually appears while React renders the first
  // screen in slices (the logged-in area's loader loads it), and a store that changes during
  // such a render makes React render the whole tree again, synchronously, in one long task. A
  // state update (outside any transition) renders only this provider and the components that
  // read the client, ahead of every route's transition: a screen never finds the client missing.
  const [client, setClient] = useState(data.current);
  useEffect(() => {
    if (client) {
      client.mount();
      return () => client.unmount();
    }
    const update = () => setClient(data.current());
    update(); // it may have appeared between the render and this effect
    return data.subscribe(update);
  }, [data, client]);
  return (
    <DataLayerContext.Provider value={data}>
      <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
    </DataLayerContext.Provider>
  );
}
