// Encrypting drafts (docs/behaviour/never-losing-work.md#keys): AES-GCM with the account's key,
// a fresh 96-bit IV per write, WebCrypto only.

/** An encrypted value: the IV and the ciphertext with its tag. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** The account's draft key (base64 from the server) as a non-extractable AES-GCM key. */
export function importDraftKey(base64: string): Promise<CryptoKey> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** `plain` bytes (a file's), encrypted with `key`. */
export async function sealBytes(key: CryptoKey, plain: BufferSource): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  return { iv, data: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain) };
}

/** The bytes `sealed` holds, or undefined when `key` cannot open them (another key, tampered). */
export async function openBytes(key: CryptoKey, sealed: Sealed): Promise<ArrayBuffer | undefined> {
  try {
    return await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
  } catch {
    return undefined;
  }
}

/** `value` as JSON, encrypted with `key`. */
export function seal(key: CryptoKey, value: unknown): Promise<Sealed> {
  return sealBytes(key, new TextEncoder().encode(JSON.stringify(value)));
}

/** The value `sealed` holds, or undefined when `key` cannot open it (another key, tampered). */
export async function open(key: CryptoKey, sealed: Sealed): Promise<unknown> {
  const plain = await openBytes(key, sealed);
  if (plain === undefined) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}

/** A short hex SHA-256 of `value` as JSON: the checksum of a form's field definition. */
export async function checksumOf(value: unknown): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
