import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { withCspNonce } from '../routes/web';
import { createTestWorld, present, signIn, type TestWorld } from '../test-support/test-app';
import { BODY_LIMITS } from './router';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, contentSecurityPolicy } from './security';

let world: TestWorld;
let dist: string;
let built: FastifyInstance;
let base: string;

beforeAll(async () => {
  world = await createTestWorld();
  dist = await mkdtemp(join(tmpdir(), 'care-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n' +
      '    <title>Care</title>\n    <script type="module" crossorigin src="/assets/index-B1x2y3z4.js"></script>\n' +
      '  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  await writeFile(join(dist, 'assets', 'index-B1x2y3z4.js'), 'console.log("care")');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  built = await world.build({ webDist: dist });
  base = await built.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await world?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

/** The directives of a policy header, by name. */
function directives(policy: string | null | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

function expectSecurityHeaders(headers: Headers, what: string) {
  const policy = directives(headers.get('content-security-policy'));
  expect(policy.get('default-src'), what).toBe("'self'");
  expect(policy.get('script-src'), what).toBe("'self'");
  expect(policy.get('style-src'), what).toMatch(/^'self'( 'nonce-[A-Za-z0-9_-]{22}')?$/);
  expect(policy.get('object-src'), what).toBe("'none'");
  expect(policy.get('base-uri'), what).toBe("'none'");
  expect(policy.get('frame-ancestors'), what).toBe("'none'");
  expect(policy.get('form-action'), what).toBe("'self'");
  expect(policy.get('img-src'), what).toBe("'self' data: blob:");
  // The default public address (no PUBLIC_URL): http://localhost:<PORT>.
  expect(policy.get('connect-src'), what).toBe("'self' ws://localhost:0");
  expect(policy.get('report-uri'), what).toBe(CSP_REPORT_PATH);
  expect(policy.get('report-to'), what).toBe(CSP_REPORT_GROUP);
  expect(headers.get('content-security-policy'), what).not.toContain('unsafe');
  expect(headers.get('reporting-endpoints'), what).toBe(`${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(headers.get('permissions-policy'), what).toContain('camera=(self)');
  expect(headers.get('strict-transport-security'), what).toBeNull();
}

describe('security headers on every kind of answer (real HTTP)', () => {
  const admin = present(DEMO_ACCOUNTS.find((a) => a.role === 'RA_ADMIN'));

  it.each([
    ['API JSON', 'GET', '/api/health', 200],
    ['API error: no session', 'GET', '/api/personal/myInfo', 401],
    ['API error: unknown route', 'GET', '/api/nothing/here', 404],
    ['API error: unknown method', 'PATCH', '/api/health', 404],
    ['meta.json', 'GET', '/meta.json', 200],
    ['docs page', 'GET', '/docs', 200],
    ['docs stylesheet', 'GET', '/docs/docs.css', 200],
    ['OpenAPI document', 'GET', '/docs/openapi.json', 200],
    ['index.html at /', 'GET', '/', 200],
    ['index.html by name', 'GET', '/index.html', 200],
    ['SPA fallback', 'GET', '/loggedIn/profilePage/', 200],
    ['hashed asset', 'GET', '/assets/index-B1x2y3z4.js', 200],
    ['other static file', 'GET', '/favicon.svg', 200],
    ['missing static file', 'GET', '/assets/gone-12345678.js', 404],
    ['HEAD of a page', 'HEAD', '/', 200],
    ['CSP report list', 'GET', CSP_REPORT_PATH, 200],
  ] as const)('%s: %s %s → %i', async (what, method, path, status) => {
    const response = await fetch(`${base}${path}`, { method });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response.headers, what);
  });

  it('on bodies refused before parsing (413), malformed JSON (400) and wrong media types (415)', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
    const tooBig = await post(JSON.stringify({ username: 'x'.repeat(BODY_LIMITS.signIn) }));
    expect(tooBig.status).toBe(413);
    expectSecurityHeaders(tooBig.headers, '413');
    const malformed = await post('{"username": ');
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed.headers, '400');
    const form = await post('username=a&password=b', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expectSecurityHeaders(form.headers, '415');
  });

  it('on a successful sign-in, a CSP report (204) and a rate-limited answer (429)', async () => {
    const ok = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    });
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok.headers, 'sign-in');
    const report = await fetch(`${base}${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline' } }),
    });
    expect(report.status).toBe(204);
    expectSecurityHeaders(report.headers, '204');

    const limited = await world.build({ signInMaxPerMinute: 1 });
    const address = await limited.listen({ port: 0, host: '127.0.0.1' });
    const attempt = () =>
      fetch(`${address}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ghost-429', password: 'x' }),
      });
    expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ errorCode: 'E020' });
    expect(directives(refused.headers.get('content-security-policy')).get('object-src')).toBe(
      "'none'",
    );
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never cache API answers and expose the rotated token and the session’s time left', async () => {
    const response = await fetch(`${base}/api/nothing`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'Authorization, Care-Session-Expires-In',
    );
  });

  it('add HSTS only over TLS, seen through X-Forwarded-Proto only when TRUST_PROXY is set', async () => {
    const trusting = await world.build({ trustProxy: true });
    const tls = await trusting.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https', host: 'care.example' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await trusting.inject({ url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const untrusting = await world.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusting.headers['strict-transport-security']).toBeUndefined();
  });

  it('never build the policy from the Host header, only from PUBLIC_URL', async () => {
    for (const host of ['evil.example:1234', "evil; script-src 'unsafe-inline'"]) {
      const response = await world.app.inject({ url: '/api/health', headers: { host } });
      const policy = String(response.headers['content-security-policy']);
      expect(policy, host).not.toContain('evil');
      expect(directives(policy).get('connect-src'), host).toBe("'self' ws://localhost:0");
      expect(directives(policy).get('script-src'), host).toBe("'self'");
    }
    vi.stubEnv('PUBLIC_URL', 'https://care.example/');
    try {
      const configured = await world.build({ trustProxy: true });
      for (const host of ['evil.example:1234', 'care.example']) {
        const response = await configured.inject({
          url: '/api/health',
          headers: { host, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
        });
        const policy = String(response.headers['content-security-policy']);
        expect(directives(policy).get('connect-src'), host).toBe("'self' wss://care.example");
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the CSP nonce of index.html', () => {
  async function page(path: string) {
    const response = await fetch(`${base}${path}`);
    const html = await response.text();
    const style = directives(response.headers.get('content-security-policy')).get('style-src');
    const fromHeader = /'nonce-([A-Za-z0-9_-]+)'/.exec(style ?? '')?.[1];
    const fromMeta = /<meta property="csp-nonce" content="([^"]+)">/.exec(html)?.[1];
    return { response, html, fromHeader, fromMeta };
  }

  it('is in the header and in a meta element of the page, the same value', async () => {
    for (const path of ['/', '/index.html', '/loggedIn/', '/loggedOut/login']) {
      const { fromHeader, fromMeta, html, response } = await page(path);
      expect(fromHeader, path).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(fromMeta, path).toBe(fromHeader);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // In <head>, after the charset declaration.
      expect(html.indexOf('csp-nonce')).toBeGreaterThan(html.indexOf('charset'));
      expect(html.indexOf('csp-nonce')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('differs on every answer', async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 20; i += 1) nonces.add((await page('/')).fromHeader);
    expect(nonces.size).toBe(20);
  });

  it('is only on pages that need it: API answers and files have no nonce', async () => {
    for (const path of ['/api/health', '/docs', '/assets/index-B1x2y3z4.js', '/favicon.svg']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('content-security-policy'), path).not.toContain('nonce-');
    }
  });

  it('is added to style elements, at the end of <head> (or wherever there is room)', () => {
    expect(withCspNonce('<html><head lang="x"><style>a{}</style></head></html>', 'N')).toBe(
      '<html><head lang="x"><style nonce="N">a{}</style>  <meta property="csp-nonce" content="N">\n  </head></html>',
    );
    expect(withCspNonce('<head><title>t</title>', 'N')).toBe(
      '<head><meta property="csp-nonce" content="N"><title>t</title>',
    );
    expect(withCspNonce('<p>no head</p>', 'N')).toBe(
      '<meta property="csp-nonce" content="N"><p>no head</p>',
    );
  });

  it('never allows inline script or styles without the nonce', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc' });
    expect(directives(policy).get('style-src')).toBe("'self' 'nonce-abc'");
    expect(directives(policy).get('script-src')).toBe("'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|\*/);
  });
});

describe('CSP violation reports', () => {
  const legacy = {
    'csp-report': {
      'document-uri': 'http://localhost:3000/loggedIn/guest/42?name=Rossi#x',
      'blocked-uri': 'inline',
      'violated-directive': 'style-src-elem',
      'effective-directive': 'style-src-elem',
      'original-policy': "default-src 'self'",
      disposition: 'enforce',
      'source-file': 'http://localhost:3000/assets/index-B1x2y3z4.js?v=1',
      'line-number': 12,
      'column-number': 34,
      'script-sample': '.css-1x{color:red}',
      'status-code': 200,
    },
  };
  const batch = [
    {
      type: 'csp-violation',
      age: 10,
      url: 'http://localhost:3000/loggedOut/?token=secret',
      user_agent: 'Chromium',
      body: {
        documentURL: 'http://localhost:3000/loggedOut/?token=secret',
        blockedURL: 'https://cdn.example.com/x.js?q=1',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        statusCode: 200,
      },
    },
    { type: 'deprecation', age: 1, url: 'http://localhost:3000/', body: { id: 'x' } },
  ];

  async function post(app: FastifyInstance, body: unknown, type: string) {
    return app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': type },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  it('accepts both browser formats without a session and lists them, without queries', async () => {
    const app = await world.build();
    expect((await post(app, legacy, 'application/csp-report')).statusCode).toBe(204);
    expect((await post(app, batch, 'application/reports+json')).statusCode).toBe(204);
    const listed = await app.inject({ url: CSP_REPORT_PATH });
    expect(listed.statusCode).toBe(200);
    const { data } = listed.json() as { data: Record<string, unknown>[] };
    expect(data).toEqual([
      expect.objectContaining({
        id: 1,
        documentUrl: 'http://localhost:3000/loggedIn/guest/42',
        blockedUrl: 'inline',
        effectiveDirective: 'style-src-elem',
        sourceFile: 'http://localhost:3000/assets/index-B1x2y3z4.js',
        line: 12,
        column: 34,
        sample: '.css-1x{color:red}',
      }),
      expect.objectContaining({
        id: 2,
        documentUrl: 'http://localhost:3000/loggedOut/',
        blockedUrl: 'https://cdn.example.com/x.js',
        effectiveDirective: 'script-src-elem',
      }),
    ]);
    expect(listed.body).not.toContain('secret');
    expect(listed.body).not.toContain('Rossi');
  });

  it('logs each violation on the server', async () => {
    const lines: string[] = [];
    const app = await world.build(
      {},
      { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } },
    );
    await post(app, legacy, 'application/csp-report');
    expect(lines.join('\n')).toContain('Content-Security-Policy violation');
    expect(lines.join('\n')).toContain('style-src-elem');
  });

  it('refuses what is not a report, and bodies over 16 KiB', async () => {
    expect((await post(world.app, { hello: 1 }, 'application/csp-report')).statusCode).toBe(400);
    expect((await post(world.app, 'not json', 'application/csp-report')).statusCode).toBe(400);
    expect((await post(world.app, legacy, 'text/plain')).statusCode).toBe(415);
    const huge = [{ type: 'csp-violation', body: { sample: 'x'.repeat(BODY_LIMITS.cspReport) } }];
    const response = await post(world.app, huge, 'application/reports+json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errorCode: 'E015' });
  });

  it('keeps only the newest reports', async () => {
    const app = await world.build();
    for (let i = 0; i < 105; i += 1) await post(app, legacy, 'application/csp-report');
    const { data } = (await app.inject({ url: CSP_REPORT_PATH })).json() as {
      data: { id: number }[];
    };
    expect(data).toHaveLength(100);
    expect(data[0]?.id).toBe(6);
    expect(data.at(-1)?.id).toBe(105);
  });

  it('are not listed in production unless CSP_REPORTS_EXPOSED=1', async () => {
    const production = await world.build({ nodeEnv: 'production', cspReportsExposed: false });
    expect((await post(production, legacy, 'application/csp-report')).statusCode).toBe(204);
    const hidden = await production.inject({ url: CSP_REPORT_PATH });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ errorCode: 'E008' });
    const exposed = await world.build({ nodeEnv: 'production', cspReportsExposed: true });
    expect((await exposed.inject({ url: CSP_REPORT_PATH })).statusCode).toBe(200);
  });

  it('does not let a sign-in be posted as a CSP report type or as a form', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ username: 'admin', password: 'x' }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ errorCode: 'E016' });
    expect((await signIn(world.app, 'admin', 'wrong')).statusCode).toBe(401);
  });
});
