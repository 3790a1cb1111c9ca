import type { CareClient } from '@care/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the documents feature. */
export const documentKeys = {
  all: ['documents'] as const,
  structure: () => [...documentKeys.all, 'structure'] as const,
  details: () => [...documentKeys.all, 'detail'] as const,
  detail: (id: number) => [...documentKeys.details(), id] as const,
  /** Below the document's key: invalidated with it. */
  history: (id: number) => [...documentKeys.detail(id), 'history'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (accountId: number | null) => [...documentKeys.lists(), accountId] as const,
  dashboard: () => [...documentKeys.all, 'dashboard'] as const,
  toExpire: () => [...documentKeys.dashboard(), 'to-expire'] as const,
  expired: () => [...documentKeys.dashboard(), 'expired'] as const,
};

/** Queries of the documents feature. */
export const documentQueries = {
  /** `GET document/structure`: the roles with their default W/R/N, and the tags. */
  structure: (api: CareClient) =>
    queryOptions({
      queryKey: documentKeys.structure(),
      queryFn: ({ signal }) => api.documents.structure({ signal }),
      staleTime: 5 * 60_000,
    }),
  /** `GET document/{id}`: the document, its attachments and the user's access. */
  detail: (api: CareClient, id: number) =>
    queryOptions({
      queryKey: documentKeys.detail(id),
      queryFn: ({ signal }) => api.documents.get(id, { signal }),
    }),
  /** `GET document/{id}/history`: uploads and archivings with who and when, newest first. */
  history: (api: CareClient, id: number) =>
    queryOptions({
      queryKey: documentKeys.history(id),
      queryFn: ({ signal }) => api.documents.history(id, { signal }),
    }),
  /** `GET document`: an account's documents the caller may read (null: the caller's own). */
  list: (api: CareClient, accountId: number | null) =>
    queryOptions({
      queryKey: documentKeys.list(accountId),
      queryFn: ({ signal }) => api.documents.list(accountId ?? undefined, { signal }),
    }),
  /** Documents about to expire. */
  toExpire: (api: CareClient) =>
    queryOptions({
      queryKey: documentKeys.toExpire(),
      queryFn: ({ signal }) => api.documents.toExpire({ signal }),
    }),
  /** Documents already expired. */
  expired: (api: CareClient) =>
    queryOptions({
      queryKey: documentKeys.expired(),
      queryFn: ({ signal }) => api.documents.expired({ signal }),
    }),
};
