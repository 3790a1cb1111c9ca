/*
 * What the two database clients share (docs/performance.md#pglite-per-statement): which
 * statements run prepared, and how a client is handed to Drizzle with some of its members
 * replaced.
 */

/** Single data statements (Drizzle's) run prepared; never DDL or transaction control. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Whether the statement `text` runs as a prepared statement. */
export function isPreparable(text: string): boolean {
  return PREPARABLE.test(text);
}

/** `target` with `members` in place of its own; every other member is `target`'s (bound to it). */
export function withMembers<T extends object>(
  target: T,
  members: Partial<Record<keyof T, unknown>>,
): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(members, key)) return members[key as keyof T];
      const value = Reflect.get(object, key, object) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
    },
  });
}
