import { hash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque session token: 32 random bytes, base64url. Never stored as such. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, base64url. Every signed-in request hashes its
 * token: the one-shot `hash` takes less than half the time of a `createHash` object.
 */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'base64url');
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null when the header is absent or
 * not a well-formed token (a forged value never reaches the database).
 */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}
