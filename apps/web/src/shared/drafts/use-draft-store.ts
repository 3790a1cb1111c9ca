import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { accountKeyQuery } from './account-key';
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
  const client = useQueryClient();
  const store = useQuery({
    queryKey: DRAFT_STORE_KEY,
    queryFn: async (): Promise<DraftStore> => {
      const opened = createDraftStore(await client.fetchQuery(accountKeyQuery(api)));
      await opened.purgeExpired().catch(() => 0);
      return opened;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return store.data ?? null;
}
