import { myInfoResponseSchema, type MyInfo } from '../schemas/auth';
import type { CallOptions, EndpointContext } from './context';

/** `personal/*`: the signed-in user's own data. */
export interface PersonalEndpoints {
  /** `GET personal/myInfo`: personal data, role (with permission map and groups) of the user. */
  myInfo(options?: CallOptions): Promise<MyInfo>;
}

/** Builds the `personal` endpoints. */
export function personalEndpoints({ request }: EndpointContext): PersonalEndpoints {
  return {
    async myInfo(options = {}) {
      const { data } = await request(myInfoResponseSchema, {
        path: 'personal/myInfo',
        signal: options.signal,
      });
      return data;
    },
  };
}
