import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_EXPIRES_IN_HEADER } from '@care/api-client/schemas';

/** Where browsers send CSP violation reports (`report-uri`, and `report-to` via the endpoint). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** The name of the Reporting API endpoint that `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSP nonce of this answer, when it is an HTML page that needs one (see `cspNonceOf`). */
    cspNonce: string | null;
  }
}

/** What the policy of one answer depends on. */
export interface PolicyOptions {
  /** The per-answer nonce that allows the web app's runtime <style> elements (Emotion). */
  nonce?: string | null;
  /** `ws://host` or `wss://host` of this server, for the notification socket. */
  websocketOrigin?: string | null;
}

/**
 * The Content-Security-Policy of an answer. Scripts: same-origin files only (no inline script,
 * no eval, no nonce needed). Styles: same-origin files, plus `<style>` elements carrying the
 * answer's nonce (Emotion, under Chakra UI, injects them at run time). Never 'unsafe-inline'.
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const { nonce, websocketOrigin } = options;
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // 'self' covers same-origin ws:/wss: in CSP 3; the explicit origin is for older engines.
    websocketOrigin ? `connect-src 'self' ${websocketOrigin}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

const STATIC_HEADERS: Record<string, string> = {
  'reporting-endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // The profile photo may be taken with the camera; nothing else is needed.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * `ws://host` or `wss://host` of the server's public address (PUBLIC_URL): never taken from the
 * request's `Host`, which the caller chooses.
 */
export function websocketOriginOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
}

/**
 * The CSP nonce of this request's answer, made on first use: 16 random bytes, base64url. Call it
 * from a handler that answers HTML needing the nonce; the policy header of that answer carries it.
 */
export function cspNonceOf(request: FastifyRequest): string {
  request.cspNonce ??= randomBytes(16).toString('base64url');
  return request.cspNonce;
}

/**
 * Security headers on every answer (files, pages, API, errors, 404s); the policy's socket origin
 * comes from `publicUrl`. HSTS only over TLS (seen
 * directly, or through `X-Forwarded-Proto` when TRUST_PROXY is set): sending it over plain HTTP is
 * meaningless and would break `http://localhost`. API answers are never cached (they carry tokens)
 * and expose the rotated `Authorization` header and the session's time left to the web app.
 */
export function installSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const websocketOrigin = websocketOriginOf(publicUrl);
  app.decorateRequest('cspNonce', null);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ nonce: request.cspNonce, websocketOrigin }),
    );
    for (const [name, value] of Object.entries(STATIC_HEADERS)) reply.header(name, value);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/')) {
      reply.header('access-control-expose-headers', `Authorization, ${SESSION_EXPIRES_IN_HEADER}`);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
