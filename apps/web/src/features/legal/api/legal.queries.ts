import type { CareClient } from '@care/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the legal feature. */
export const legalKeys = {
  all: ['legal'] as const,
  terms: (lang: string) => [...legalKeys.all, 'terms', lang] as const,
};

/** Queries of the legal feature. */
export const legalQueries = {
  /** `GET personal/legal-terms/{lang}`: terms and privacy texts (sanitized HTML) of a language. */
  terms: (api: Pick<CareClient, 'personal'>, lang: string) =>
    queryOptions({
      queryKey: legalKeys.terms(lang),
      queryFn: ({ signal }) => api.personal.legalTerms(lang, { signal }),
      // Legal texts change rarely; an hour like the translations.
      staleTime: 60 * 60_000,
    }),
};
