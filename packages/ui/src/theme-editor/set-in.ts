/**
 * A copy of `value` with the value at `path` replaced; the objects and arrays on the way are
 * copied, everything else is shared. Only own keys of plain data are followed.
 */
export function setIn<T>(value: T, path: readonly (string | number)[], next: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return next as T;
  const container = value as Record<string | number, unknown>;
  const child = rest.length === 0 ? next : setIn(container[head], rest, next);
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    copy[Number(head)] = child;
    return copy as T;
  }
  return { ...container, [head]: child } as T;
}
