import { queryOptions } from '@tanstack/react-query';
import type { AppApi } from '../../app/api';
import { importDraftKey } from './draft-crypto';

/** The signed-in account's key and the account id its drafts and outbox are filed under. */
export interface AccountKey {
  accountId: number;
  key: CryptoKey;
}

/**
 * The account's key (docs/behaviour/never-losing-work.md#keys), asked of the server once per page
 * load and kept in memory only (the query cache) as a non-extractable CryptoKey: the drafts and
 * the outbox share it.
 */
export const accountKeyQuery = (api: AppApi) =>
  queryOptions({
    queryKey: ['drafts', 'key'] as const,
    queryFn: async ({ signal }): Promise<AccountKey> => {
      // Asked by the page's own start-up, not by the user: it does not keep the session alive
      // (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends).
      const { accountId, key } = await api.drafts.key({ signal, background: true });
      return { accountId, key: await importDraftKey(key) };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
