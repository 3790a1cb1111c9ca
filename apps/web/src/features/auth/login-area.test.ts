import { sessionTokenSchema } from '@care/api-client';
import { describe, expect, it } from 'vitest';
import { loginAreaIntent as intentWith } from './login-area';

const token = 'abcdefghijklmnopqrstuvwxyz0123456789';
const at = (path: string) => new URL(path, 'http://care.test');
const isSessionToken = (value: string) => sessionTokenSchema.safeParse(value).success;
const loginAreaIntent = (url: URL, hasStoredToken: boolean) =>
  intentWith(url, hasStoredToken, isSessionToken);

describe('loginAreaIntent', () => {
  it('the flags win over a token and a stored session', () => {
    expect(loginAreaIntent(at(`/loggedOut/?sessionExpired=true&token=${token}`), true)).toEqual({
      kind: 'notice',
      notice: 'sessionExpired',
    });
    expect(loginAreaIntent(at('/loggedOut/?roleNotAllowed=true'), true)).toEqual({
      kind: 'notice',
      notice: 'roleNotAllowed',
    });
  });

  it('only `true` sets a flag', () => {
    expect(loginAreaIntent(at('/loggedOut/?sessionExpired=false'), false)).toEqual({
      kind: 'show',
    });
  });

  it('adopts a token from the query string', () => {
    expect(loginAreaIntent(at(`/loggedOut/?token=${token}`), false)).toEqual({
      kind: 'adoptToken',
      token,
    });
  });

  it.each(['/loggedOut/resetPassword/', '/loggedOut/defineCredential/'])(
    'leaves the token of %s to that page',
    (path) => {
      expect(loginAreaIntent(at(`${path}?token=${token}`), false)).toEqual({ kind: 'show' });
    },
  );

  it('ignores a malformed token', () => {
    expect(loginAreaIntent(at('/loggedOut/?token=short'), false)).toEqual({ kind: 'show' });
  });

  it('enters with a stored session, shows the page without', () => {
    expect(loginAreaIntent(at('/loggedOut/'), true)).toEqual({ kind: 'enter' });
    expect(loginAreaIntent(at('/loggedOut/'), false)).toEqual({ kind: 'show' });
    // Maintenance keeps a signed-in user on its page (the logged-in area would send them back).
    expect(loginAreaIntent(at('/loggedOut/maintenance/'), true)).toEqual({ kind: 'show' });
    expect(loginAreaIntent(at('/loggedOut/forgotPassword/'), true)).toEqual({ kind: 'enter' });
  });
});
