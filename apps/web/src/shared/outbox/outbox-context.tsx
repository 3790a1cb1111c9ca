import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, type AppApi } from '../../app/api';
import { afterFirstInteraction } from '../after-first-interaction';
import type { OutboxRuntime } from './outbox-runtime';
import { EMPTY_OUTBOX, type OutboxSnapshot } from './outbox-types';

/** The signed-in account's outbox, as the shell and the forms reach it. */
export interface OutboxHandle {
  /** Null until its code and the account's key are there. */
  runtime: OutboxRuntime | null;
  /** Loads it now if it is not there yet; null when it cannot be (the key could not be had). */
  load(): Promise<OutboxRuntime | null>;
}

const OutboxContext = createContext<OutboxHandle>({
  runtime: null,
  load: () => Promise.resolve(null),
});

/**
 * Opens the signed-in account's outbox (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi)
 * once the page's deferred work starts (the first interaction or 8 s: Dexie and the `outbox` texts
 * are not part of the first load), or at once when a form needs it; it drains from then on.
 */
export function OutboxProvider({
  children,
  start = afterFirstInteraction,
}: {
  children: ReactNode;
  start?: () => Promise<void>;
}) {
  const api = useApi();
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const [runtime, setRuntime] = useState<OutboxRuntime | null>(null);
  const loading = useRef<Promise<OutboxRuntime | null> | null>(null);
  const live = useRef(true);
  const load = useCallback(() => {
    loading.current ??= Promise.all([
      import('./outbox-runtime').then(({ startOutbox }) => startOutbox(api, client)),
      // The header's texts (the `outbox` namespace), fetched while the server answers.
      i18n.loadNamespaces('outbox'),
    ]).then(
      ([started]) => {
        if (live.current) setRuntime(started);
        else started.stop();
        return started;
      },
      () => {
        loading.current = null;
        return null;
      },
    );
    return loading.current;
  }, [api, client, i18n]);
  useEffect(() => {
    live.current = true;
    void start().then(() => (live.current ? load() : null));
    return () => {
      live.current = false;
    };
  }, [load, start]);
  useEffect(() => () => runtime?.stop(), [runtime]);
  useEffect(() => readKeyEarly(api, client), [api, client]);
  const handle = useMemo(() => ({ runtime, load }), [runtime, load]);
  return <OutboxContext value={handle}>{children}</OutboxContext>;
}

/**
 * On a device that keeps the app (a service worker controls the page, so code comes from the
 * device, not the network), the account's key is read when the logged-in area shows, before the
 * deferred work: a save made offline before the outbox opened then still has the key it needs
 * (docs/behaviour/never-losing-work.md#starting-without-the-server). Without a worker (a first
 * visit) nothing changes: the key loads with the outbox.
 */
function readKeyEarly(api: AppApi, client: QueryClient): void {
  if (!globalThis.navigator?.serviceWorker?.controller) return;
  void import('../drafts/account-key').then(
    ({ accountKeyQuery }) => client.prefetchQuery(accountKeyQuery(api)),
    () => undefined,
  );
}

/** The outbox's handle (inside the logged-in area). */
export function useOutbox(): OutboxHandle {
  return useContext(OutboxContext);
}

const nothing = () => () => undefined;
const empty = () => EMPTY_OUTBOX;

/** What waits and what needs attention, live (every tab's changes included). */
export function useOutboxSnapshot(): OutboxSnapshot {
  const outbox = useOutbox().runtime?.outbox;
  return useSyncExternalStore(outbox?.subscribe ?? nothing, outbox?.getSnapshot ?? empty);
}
