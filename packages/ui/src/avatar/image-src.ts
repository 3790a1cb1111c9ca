/** File signatures of common image types, as they start in base64. */
const SIGNATURES: readonly [prefix: string, mime: string][] = [
  ['/9j/', 'image/jpeg'],
  ['iVBORw0KGgo', 'image/png'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bWw', 'image/svg+xml'],
  ['Qk', 'image/bmp'],
];

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * An `<img src>` for what the API sends: a URL or data URL is kept; bare base64 (the API's
 * profileImageData, "without the prefix") gets a data-URL prefix with its type sniffed from the
 * first bytes (JPEG when unknown). A root-relative path is kept. Empty input gives `undefined`.
 */
export function toImageSrc(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const compact = text.replace(/\s+/g, '');
  if (compact.length < 16 || !BASE64.test(compact)) return text;
  const known = SIGNATURES.find(([prefix]) => compact.startsWith(prefix))?.[1];
  if (known) return `data:${known};base64,${compact}`;
  // "/api/photo/1" is valid base64 too: a leading slash not followed by a JPEG header is a path.
  if (compact.startsWith('/') || compact.length % 4 !== 0) return text;
  return `data:image/jpeg;base64,${compact}`;
}
