import { hasUnstorableCharacter } from '@care/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * Whether any key or text anywhere in `value` (a parsed JSON body, the query, the path parameters)
 * holds a character no text column can store (NUL, a lone surrogate). Iterative: a deeply nested
 * body cannot exhaust the stack.
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (hasUnstorableCharacter(current)) return true;
    } else if (Array.isArray(current)) {
      pending.push(...(current as unknown[]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (hasUnstorableCharacter(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Whether a Content-Type header's `charset` (if any) is UTF-8, the only encoding the JSON parser
 * reads: a body declared as UTF-16 or Latin-1 would otherwise be read as something else.
 */
export function declaresUtf8(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '')?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}

/**
 * Refuses, on every route however it was registered, a request whose body, query or path holds
 * unstorable text: 400 E016 before any handler runs (PostgreSQL would fail the write with a 500).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      holdsUnstorableText(request.params) ||
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.body)
    ) {
      throw new AppError('E016', { status: 400 });
    }
  });
}
