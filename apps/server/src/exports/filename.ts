/**
 * The download's file name (docs/behaviour/exports.md#download): `{type}_{surname}-{name}_{from}_{to}.{ext}`.
 * The `filename` parameter holds ASCII only (accents dropped, anything else `_`), `filename*`
 * the UTF-8 name (RFC 5987), so no header can be broken or a path smuggled in.
 */

/** `value` with accents dropped and anything but letters, digits, `.`, `-` and `_` as `_`. */
function asciiSafe(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '');
}

/** `value` without what a file name may not hold (separators, controls, quotes). */
function unicodeSafe(value: string): string {
  return value.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}\s]+/gu, '_').replace(/^[._]+/, '');
}

/** The parts of the name, joined with `_` and cut to 120 characters before the extension. */
export function exportFileName(parts: readonly string[], extension: string): string {
  return `${parts.join('_').slice(0, 120)}.${extension}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for `name`. */
export function contentDisposition(name: string): string {
  const ascii = asciiSafe(name) || 'export';
  const encoded = encodeURIComponent(unicodeSafe(name) || 'export').replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
