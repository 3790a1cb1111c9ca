import type { FullCareClient } from '@care/api-client';
import { queryOptions } from '@tanstack/react-query';

type HelpApi = Pick<FullCareClient, 'help'>;

/** Query keys of the help feature. */
export const helpKeys = {
  all: ['help'] as const,
  index: (lang: string) => [...helpKeys.all, 'index', lang] as const,
  page: (lang: string, page: string) => [...helpKeys.all, 'page', lang, page] as const,
};

/** The help changes with a new version of the server only: an hour, like the translations. */
const STALE_TIME = 60 * 60_000;

/** Queries of the help feature (docs/behaviour/help.md#the-routes). */
export const helpQueries = {
  /** `GET help/{lang}`: every page's id, title, summary and plain text. */
  index: (api: HelpApi, lang: string) =>
    queryOptions({
      queryKey: helpKeys.index(lang),
      queryFn: ({ signal }) => api.help.index(lang, { signal }),
      staleTime: STALE_TIME,
    }),
  /** `GET help/{lang}/{page}`: one page as sanitized HTML. */
  page: (api: HelpApi, lang: string, page: string) =>
    queryOptions({
      queryKey: helpKeys.page(lang, page),
      queryFn: ({ signal }) => api.help.page(lang, page, { signal }),
      staleTime: STALE_TIME,
    }),
};
