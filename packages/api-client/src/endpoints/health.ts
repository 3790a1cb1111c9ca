import { healthResponseSchema, type Health } from '../schemas/auth';
import { at, call, type CallOptions, type EndpointContext } from './context';

/** The server's reachability check. */
export interface HealthEndpoints {
  /** `GET health`: `{ status: 'ok', database }` when the API and its database answer. */
  get(options?: CallOptions): Promise<Health>;
}

/** Builds the `health` endpoint. */
export function healthEndpoints({ request }: EndpointContext): HealthEndpoints {
  return {
    get(options = {}) {
      return request(healthResponseSchema, {
        ...at('health'),
        ...call(options),
        anonymous: true,
        cache: 'no-store',
      });
    },
  };
}
