// The key of one logical create (docs/behaviour/never-losing-work.md#idempotency-keys).

/**
 * A fresh idempotency key: a random UUID (version 4). Made with `getRandomValues`, which, unlike
 * `randomUUID`, browsers offer on plain-HTTP pages too.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
