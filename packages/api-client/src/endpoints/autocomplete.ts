import {
  autocompleteResponseSchema,
  type AutocompleteQuery,
  type AutocompleteSuggestion,
} from '../schemas/forms';
import type { QueryParams } from '../transport/transport';
import { call, type CallOptions, type EndpointContext } from './context';

/** Options of `autocomplete.get`. */
export interface AutocompleteOptions extends CallOptions {
  /** More query parameters besides `q` (a `q` here is ignored). */
  query?: QueryParams;
}

/**
 * The generic autocomplete source (docs/behaviour/forms.md#autocomplete): a form field's `path`, or
 * a source such as `PRODUCT_API.disease.search()` or `PERSONAL_DATA_API_PATHS.autocomplete`,
 * relative to the API base. Pass the autocomplete's `signal` so a newer query cancels the older
 * one.
 */
export interface AutocompleteEndpoints {
  /** `GET {path}?q={text}`: the suggestions for `q`. */
  get(path: string, q: string, options?: AutocompleteOptions): Promise<AutocompleteSuggestion[]>;
  /**
   * `POST {path}` with `{ q, customerGroupDtos, customerRoleDtos }` (group and role ids): the
   * suggestions for `q` among those groups and roles.
   */
  post(
    path: string,
    query: AutocompleteQuery,
    options?: CallOptions,
  ): Promise<AutocompleteSuggestion[]>;
}

/** Builds the `autocomplete` endpoints. */
export function autocompleteEndpoints({ request }: EndpointContext): AutocompleteEndpoints {
  return {
    async get(path, q, options = {}) {
      const { data } = await request(autocompleteResponseSchema, {
        method: 'GET',
        path,
        query: { ...options.query, q },
        ...call(options),
      });
      return data;
    },
    async post(path, query, options = {}) {
      const { data } = await request(autocompleteResponseSchema, {
        method: 'POST',
        path,
        body: {
          q: query.q,
          customerGroupDtos: query.customerGroupDtos,
          customerRoleDtos: query.customerRoleDtos,
        },
        ...call(options),
      });
      return data;
    },
  };
}
