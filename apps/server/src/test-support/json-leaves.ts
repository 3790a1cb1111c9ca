/** The path of a value inside a JSON document: object keys and array indexes. */
export type JsonPath = readonly (string | number)[];

/** The paths of every leaf (string, number, boolean, null) of `value`, depth first. */
export function leafPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

/** The value at `path`, or undefined. */
export function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current !== null && typeof current === 'object'
        ? (current as Record<string | number, unknown>)[key]
        : undefined,
    value,
  );
}

/** A copy of `value` with `replacement` at `path` (the path must exist). */
export function withValueAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...JsonPath];
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[key] = withValueAt(
    (value as Record<string | number, unknown>)[key],
    rest,
    replacement,
  );
  return copy;
}
