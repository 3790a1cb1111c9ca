import {
  extendSessionResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
  type SignInRequest,
  type SignInResponse,
} from '../schemas/auth';
import {
  checkCredentialTokenResponseSchema,
  credentialInvitationResponseSchema,
  forgotPasswordResponseSchema,
  setPasswordResponseSchema,
  type CredentialTokenInfo,
  type SetPasswordRequest,
} from '../schemas/credentials';
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
  /**
   * `POST auth/extend-session`: counts as activity, so the session's idle expiry moves, and
   * answers the seconds it has left (the answer's `Care-Session-Expires-In` says the same).
   * Rejects with E005 when the session is already over.
   */
  extendSession(options?: CallOptions): Promise<number>;
  /**
   * `POST auth/forgot-password`: asks for a reset-password link by e-mail. Resolves the same way
   * whether or not the username exists; rejects with E025 when the server cannot send mail, E020
   * after too many requests. Sent without the session token.
   */
  forgotPassword(username: string, options?: CallOptions): Promise<void>;
  /**
   * `POST auth/check-token`: what a reset-password or define-credential link is for and until
   * when it works. Rejects (E016) when the link is unknown, used or expired.
   */
  checkCredentialToken(token: string, options?: CallOptions): Promise<CredentialTokenInfo>;
  /**
   * `POST auth/reset-password`: sets a new password with a reset link's token. E007 when the two
   * passwords differ (the link stays usable); E016 when the link is unknown, used or expired.
   * The account's sessions end. Does not sign in.
   */
  resetPassword(body: SetPasswordRequest, options?: CallOptions): Promise<void>;
  /** `POST auth/define-credential`: the first password with a define-credential link (as above). */
  defineCredential(body: SetPasswordRequest, options?: CallOptions): Promise<void>;
  /**
   * `POST auth/credential-invitation` (administrators): mails account `accountId` a link to
   * define its credentials. E031 when the account has no e-mail address, E025 when the mail
   * cannot be sent, E017 for an unknown account.
   */
  sendCredentialInvitation(accountId: number, options?: CallOptions): Promise<void>;
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
    async extendSession(options = {}) {
      const { data } = await request(extendSessionResponseSchema, {
        ...at('extendSession'),
        ...call(options),
      });
      return data.expiresInSeconds;
    },
    async forgotPassword(username, options = {}) {
      await request(forgotPasswordResponseSchema, {
        ...at('forgotPassword'),
        body: { username },
        ...call(options),
        anonymous: true,
      });
    },
    async checkCredentialToken(token, options = {}) {
      const { data } = await request(checkCredentialTokenResponseSchema, {
        ...at('checkCredentialToken'),
        body: { token },
        ...call(options),
        anonymous: true,
      });
      return data;
    },
    async resetPassword(body, options = {}) {
      await request(setPasswordResponseSchema, {
        ...at('resetPassword'),
        body,
        ...call(options),
        anonymous: true,
      });
    },
    async defineCredential(body, options = {}) {
      await request(setPasswordResponseSchema, {
        ...at('defineCredential'),
        body,
        ...call(options),
        anonymous: true,
      });
    },
    async sendCredentialInvitation(accountId, options = {}) {
      await request(credentialInvitationResponseSchema, {
        ...at('credentialInvitation'),
        body: { accountId },
        ...call(options),
      });
    },
  };
}
