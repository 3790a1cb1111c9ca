import { draftKeyResponseSchema, type DraftKey } from '../schemas/drafts';
import { at, call, type CallOptions, type EndpointContext } from './context';

/** The key of the caller's form drafts (docs/behaviour/never-losing-work.md#keys). */
export interface DraftEndpoints {
  /** `GET care/api/v1/drafts/key`: the caller's account id and draft key (never cached). */
  key(options?: CallOptions): Promise<DraftKey>;
}

/** Builds the `drafts` endpoints. */
export function draftEndpoints({ request }: EndpointContext): DraftEndpoints {
  return {
    async key(options = {}) {
      const { data } = await request(draftKeyResponseSchema, {
        ...at('draftKey'),
        ...call(options),
        cache: 'no-store',
      });
      return data;
    },
  };
}
