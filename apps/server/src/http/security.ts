import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. `style-src 'unsafe-inline'` is a known concession:
 * Emotion (Chakra UI) injects <style> elements at run time. It goes once styles are extracted or
 * a nonce is threaded through Emotion's cache. Scripts are strictly same-origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // The profile photo may be taken with the camera; nothing else is needed.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * Security headers on every answer (files, pages, API, errors). HSTS only over TLS: sending it
 * over plain HTTP is meaningless and would break `http://localhost`. API answers are never cached
 * (they carry tokens) and expose the rotated `Authorization` header to the web app.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/')) {
      reply.header('access-control-expose-headers', 'Authorization');
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
