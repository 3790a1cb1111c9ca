import { describe, expect, it } from 'vitest';
import { returnToOf, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    '/loggedIn/',
    '/loggedIn/profilePage/',
    '/loggedIn/guestDetail/42',
    '/loggedIn/guestList/?status=A&q=Rossi&page=2',
    '/loggedIn/guestList/?q=Maria%20Rossi',
  ])('keeps the logged-in path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    '/',
    '/loggedOut/',
    '/loggedInX/profilePage/',
    '/loggedin/profilePage/',
    'loggedIn/profilePage/',
    'https://evil.example/loggedIn/',
    'javascript:alert(1)//loggedIn/',
    '//evil.example/loggedIn/',
    '/\\evil.example/loggedIn/',
    '/loggedIn//evil.example',
    '/loggedIn/\\\\evil.example',
    '/loggedIn/../loggedOut/',
    '/loggedIn/./profilePage/',
    '/loggedIn/%2e%2e/%2e%2e/evil',
    '/loggedIn/%2F%2Fevil.example',
    '/loggedIn/%5Cevil.example',
    '/loggedIn/%0d%0aSet-Cookie:x',
    '/loggedIn/profilePage/#x',
    '/loggedIn/ profilePage',
    '/loggedIn/\u0000',
    '/loggedIn/?next=https://evil.example',
    `/loggedIn/${'a'.repeat(600)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('returnToOf', () => {
  it('reads the returnTo of a login address, decoded once', () => {
    expect(returnToOf('?sessionExpired=true&returnTo=%2FloggedIn%2FprofilePage%2F')).toBe(
      '/loggedIn/profilePage/',
    );
  });

  it('is null without one, or with a hostile one', () => {
    expect(returnToOf('?sessionExpired=true')).toBeNull();
    expect(returnToOf('?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(returnToOf('?returnTo=https%3A%2F%2Fevil.example%2FloggedIn%2F')).toBeNull();
  });
});
