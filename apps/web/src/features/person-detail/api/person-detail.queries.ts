import type { AppApi } from '../../../app/api';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the person detail page. */
export const personDetailKeys = {
  all: ['personDetail'] as const,
  detail: (personalDataId: number) => [...personDetailKeys.all, 'detail', personalDataId] as const,
  structure: () => [...personDetailKeys.all, 'structure'] as const,
  image: (customerAccountId: number) =>
    [...personDetailKeys.all, 'image', customerAccountId] as const,
};

/**
 * How long a person's or a guest chart header's read stays fresh: the page's loader starts them
 * (`prefetchPerson`), and the page mounting a moment later must not read them again.
 */
export const FRESH_FROM_LOADER_MS = 2_000;

/** Queries of the person detail page. */
export const personDetailQueries = {
  /** `GET …/specific-personal-data/{personalDataId}`: the person, status and form values. */
  detail: (api: AppApi, personalDataId: number) =>
    queryOptions({
      queryKey: personDetailKeys.detail(personalDataId),
      queryFn: ({ signal }) => api.personDetail.get(personalDataId, { signal }),
      // Read again whenever the page opens, but not when the route's loader has just read it.
      staleTime: FRESH_FROM_LOADER_MS,
    }),
  /** `GET …/structure/PERSONAL_DATA_FIELD_EDIT`: the detail form's fields, by category. */
  structure: (api: AppApi) =>
    queryOptions({
      queryKey: personDetailKeys.structure(),
      queryFn: ({ signal }) => api.personDetail.structure(undefined, { signal }),
    }),
  /** `GET …/profile-image-account/{id}?compression=0.5`: the photo, or `null` without one. */
  image: (api: AppApi, customerAccountId: number) =>
    queryOptions({
      queryKey: personDetailKeys.image(customerAccountId),
      queryFn: ({ signal }) => api.personDetail.image(customerAccountId, { signal }),
      staleTime: 0,
    }),
};
