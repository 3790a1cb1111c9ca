import { z } from 'zod/mini';
import { SERVER_ERROR_CODES } from '../errors/catalogue';

/** The `{ data: … }` envelope every successful answer uses. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ data });
}

/**
 * The failure body: `{ errorCode }` from the catalogue, with an optional developer message. Only
 * server codes are valid on the wire; the `FEE` codes are produced by the client itself.
 */
export const errorBodySchema = z.object({
  errorCode: z.enum(SERVER_ERROR_CODES as [string, ...string[]]),
  message: z.optional(z.string()),
});
/** The failure body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
