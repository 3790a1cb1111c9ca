import { describe, expect, it } from 'vitest';
import { bearerToken, hashSessionToken, newSessionToken } from './tokens';

describe('session tokens', () => {
  it('keeps SHA-256 in base64url: the sessions already stored stay findable', () => {
    // SHA-256 of "abc" (FIPS 180-2's example), base64url without padding.
    expect(hashSessionToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('reads a new token back from its header, and nothing else', () => {
    const token = newSessionToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`Bearer ${token}x`)).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
