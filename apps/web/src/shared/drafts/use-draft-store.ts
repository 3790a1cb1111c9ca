import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { importDraftKey } from './draft-crypto';
import { createDraftStore, type DraftStore } from './draft-store';

/** The query of the signed-in account's draft store (memory only: the query cache). */
const DRAFT_STORE_KEY = ['drafts', 'store'] as const;

/**
 * The signed-in account's draft store (docs/behaviour/never-losing-work.md#keys): its key is asked
 * of the server once per page load and kept in memory as a non-extractable CryptoKey, never in
 * storage; expired drafts of every account are purged when it opens. Null until then, and when the
 * key cannot be had (offline at start-up: no drafts on this page load).
 */
export function useDraftStore(): DraftStore | null {
  const api = useApi();
  const store = useQuery({
    queryKey: DRAFT_STORE_KEY,
    queryFn: async ({ signal }): Promise<DraftStore> => {
      const { accountId, key } = await api.drafts.key({ signal });
      const opened = createDraftStore({ accountId, key: await importDraftKey(key) });
      await opened.purgeExpired().catch(() => 0);
      return opened;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return store.data ?? null;
}
