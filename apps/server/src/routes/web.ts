import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../errors/handler';
import { cspNonceOf } from '../http/security';

/** Vite's content-hashed file names (`index-B1x2y3z4.js`): safe to cache forever. */
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Care</title></head>
<body><main><h1>Care</h1>
<p>The web app is not built. Run <code>pnpm --filter @care/web build</code> (or <code>pnpm start</code>
from the repository root), then restart the server.</p>
<p>The API is up: see <a href="/docs">/docs</a>.</p></main></body></html>
`;

/** Paths the single-page app never owns. */
function isServerPath(url: string): boolean {
  return /^\/(api|docs)(\/|$|\?)/.test(url);
}

/** A last segment with an extension asks for a file, not for a page of the app. */
function looksLikeFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * index.html with this answer's CSP nonce: a `<meta property="csp-nonce">` at the end of <head>
 * (the web app hands it to Emotion's cache; module scripts run after the whole page is parsed) and
 * a `nonce` attribute on any <style> element of the page.
 */
export function withCspNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" content="${nonce}">`;
  const styled = html.replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`);
  const end = styled.search(/<\/head\s*>/i);
  if (end >= 0) return `${styled.slice(0, end)}  ${meta}\n  ${styled.slice(end)}`;
  const head = /<head(?:\s[^>]*)?>/i.exec(styled);
  if (!head) return meta + styled;
  const at = head.index + head[0].length;
  return `${styled.slice(0, at)}${meta}${styled.slice(at)}`;
}

/** The web build's preloads of each first page (apps/web's vite.config.ts, by marker). */
const preloadsMarked = (marker: string) =>
  new RegExp(`[ \\t]*<link\\b[^>]*\\b${marker}\\b[^>]*>[ \\t]*\\r?\\n?`, 'gi');
const LOGIN_PAGE_PRELOAD = preloadsMarked('data-login-page');
const LOGGED_IN_PRELOAD = preloadsMarked('data-logged-in');

/**
 * index.html for the page at `url`, with the preloads of that page only: the logged-in area's
 * pages keep the shell's (`data-logged-in`: a tab there has a session) and lose the login page's
 * (about 5 KiB gzip it would download for nothing); elsewhere (`/`, `/loggedOut/...`) the login
 * page's stay and the shell's (about 58 KiB gzip) go.
 */
export function indexHtmlFor(html: string, url: string): string {
  return /^\/loggedIn(\/|$|\?)/.test(url)
    ? html.replace(LOGIN_PAGE_PRELOAD, '')
    : html.replace(LOGGED_IN_PRELOAD, '');
}

/** index.html's encodings, by name, in the order preferred when the browser weighs them equally. */
const HTML_ENCODINGS = {
  // Quality 5: within a few per cent of the best ratio, in about a millisecond for index.html.
  br: (html: string) =>
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => gzipSync(html, { level: 6 }),
};
const htmlEncodings = new Negotiator({
  supportedValues: Object.keys(HTML_ENCODINGS) as (keyof typeof HTML_ENCODINGS)[],
});

/**
 * Serves the built web app (WEB_DIST) at `/`, with the single-page-app fallback: a GET for a path
 * of the app (/loggedIn/..., /loggedOut/...) that is not a file answers index.html. index.html is
 * never served as a plain file: every answer of it carries a fresh CSP nonce. Unknown API paths
 * answer 404 E008. Without a build, `/` explains how to make one.
 */
export async function registerWebRoutes(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const built = existsSync(indexFile);
  const assetsDir = join(webDist, 'assets') + sep;

  // Read on every answer (a small file): a rebuilt web app is served without a restart.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    if (!built) {
      return reply
        .code(request.url === '/' ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(NOT_BUILT_PAGE);
    }
    const html = withCspNonce(
      indexHtmlFor(await readFile(indexFile, 'utf8'), request.url),
      cspNonceOf(request),
    );
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    // Compressed on every answer, since each carries its own nonce: index.html holds the default
    // theme's stylesheet (about 48 KB, 8 KiB in Brotli), the first thing a tablet on the ward's
    // Wi-Fi waits for. It reflects nothing from the request, so compressing it reveals nothing.
    // The negotiator @fastify/static uses for every other file.
    const encoding = htmlEncodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(HTML_ENCODINGS[encoding](html));
  };

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // index.html only ever leaves through sendIndex, with its nonce.
      allowedPath: (pathname) => basename(pathname) !== 'index.html',
      serveDotFiles: false,
      // The web build writes a Brotli and a gzip copy beside every text file (apps/web's
      // vite.config.ts): the copy the browser accepts goes out, with Vary: Accept-Encoding.
      preCompressed: true,
      // Our own Cache-Control below, not @fastify/static's.
      cacheControl: false,
      setHeaders(reply, path) {
        const immutable = path.startsWith(assetsDir) || HASHED_NAME.test(basename(path));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const spaPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(request.url) &&
      !looksLikeFile(request.url);
    if (!spaPage) return sendError(reply, 'E008', 404);
    return sendIndex(request, reply);
  });
}
