import { BACKGROUND_REQUEST_HEADER, SESSION_EXPIRES_IN_HEADER } from '@care/api-client/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession, SessionStore } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';
import { AppError } from '../errors/app-error';

/** Whether the client marked the call as not the user's doing (`Care-Background: true`). */
export function isBackgroundCall(request: FastifyRequest): boolean {
  return request.headers[BACKGROUND_REQUEST_HEADER.toLowerCase()] === 'true';
}

/** The whole seconds from `now` until the session's idle expiry, never below 0. */
export function secondsLeft(session: Pick<AuthSession, 'expiresAt'>, now: Date): number {
  return Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
}

/**
 * Resolves the bearer session of a guarded request (401 E005 without a valid one) and tells the
 * client about it on the answer: the rotated token in `Authorization`, and the seconds left in
 * `Care-Session-Expires-In` (by the server's clock;
 * docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends). A background call
 * neither rotates nor extends the session.
 */
export async function resolveSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { sessions: SessionStore; clock: () => Date; rotate: boolean },
): Promise<AuthSession> {
  const token = bearerToken(request.headers.authorization);
  const extend = !isBackgroundCall(request);
  const session = token
    ? await deps.sessions.authenticate(token, { rotate: deps.rotate, extend })
    : null;
  if (!session) throw new AppError('E005');
  if (session.newToken) reply.header('authorization', `Bearer ${session.newToken}`);
  reply.header(SESSION_EXPIRES_IN_HEADER, String(secondsLeft(session, deps.clock())));
  return session;
}
