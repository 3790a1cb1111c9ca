import { z } from 'zod/mini';
import type { ApiRouteName } from '../schemas/api-routes';

const groupQuerySchema = z.object({
  groupId: z.optional(z.int().check(z.positive(), z.lte(2_147_483_647))),
});

/** `input`, once `schema` accepts it; a programming error (TypeError) otherwise, nothing sent. */
export function checkedInput<T>(schema: z.ZodMiniType, input: T, route: ApiRouteName): T {
  if (!schema.safeParse(input).success) {
    throw new TypeError(`@care/api-client: invalid ${route} input`);
  }
  return input;
}

/**
 * The query string of `query` once `schema` (null: the `?groupId=` of the group lists) accepts
 * it: absent and blank values left out.
 */
export function queryOf(
  schema: z.ZodMiniType | null,
  query: object,
  route: ApiRouteName,
): Record<string, string | number> {
  checkedInput(schema ?? groupQuerySchema, query, route);
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) {
      out[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return out;
}
