import {
  signInResponseSchema,
  signOutResponseSchema,
  type SignInRequest,
  type SignInResponse,
} from '../schemas/auth';
import { at, call, type CallOptions, type EndpointContext } from './context';

/** The session token and its expiry, as answered by sign-in. */
export type Session = SignInResponse['data'];

/** `auth/*`: starting and ending a session. */
export interface AuthEndpoints {
  /**
   * `POST auth/sign-in`. Stores the answered token in the token store and returns it with its
   * expiry. Wrong credentials reject with the server's code (E014 for an unknown user or a wrong password, E013 for a blocked account, E020 after too many tries).
   */
  signIn(body: SignInRequest, options?: CallOptions): Promise<Session>;
  /**
   * `POST auth/sign-out`. Forgets the token locally whatever the server answers (even offline),
   * then rethrows a failure so the caller may log it.
   */
  signOut(options?: CallOptions): Promise<void>;
}

/** Builds the `auth` endpoints. */
export function authEndpoints({ request, tokenStore }: EndpointContext): AuthEndpoints {
  return {
    async signIn(body, options = {}) {
      const { data } = await request(signInResponseSchema, {
        ...at('signIn'),
        body,
        ...call(options),
        // A stale token from an earlier session must not ride along with new credentials.
        anonymous: true,
      });
      tokenStore.set(data.token);
      return data;
    },
    async signOut(options = {}) {
      try {
        await request(signOutResponseSchema, {
          ...at('signOut'),
          ...call(options),
        });
      } finally {
        tokenStore.clear();
      }
    },
  };
}
