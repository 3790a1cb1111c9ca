import { metaSchema, type Meta } from '../schemas/auth';
import { at, call, type CallOptions, type EndpointContext } from './context';

/** The deployed web app's `meta.json` (start-up version check). */
export interface MetaEndpoints {
  /**
   * `GET /meta.json` at the site root (not under the API base), bypassing the HTTP cache and
   * without the bearer token, so a new deployment is seen at once.
   */
  get(options?: CallOptions): Promise<Meta>;
}

/** Builds the `meta` endpoint. */
export function metaEndpoints({ request }: EndpointContext): MetaEndpoints {
  return {
    get(options = {}) {
      return request(metaSchema, {
        ...at('meta'),
        ...call(options),
        anonymous: true,
        cache: 'no-store',
      });
    },
  };
}
