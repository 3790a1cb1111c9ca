import { z } from 'zod';
import type { ApiRouteName } from '../schemas/api-routes';

const groupQuerySchema = z.object({
  groupId: z.number().int().positive().max(2_147_483_647).optional(),
});

/** `input`, once `schema` accepts it; a programming error (TypeError) otherwise, nothing sent. */
export function checkedInput<T>(schema: z.ZodType, input: T, route: ApiRouteName): T {
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
  schema: z.ZodType | null,
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
