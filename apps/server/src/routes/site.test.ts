import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { healthResponseSchema, metaSchema } from '@care/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestWorld, present, type TestWorld } from '../test-support/test-app';
import { webAppVersion } from './meta';

let world: TestWorld;
let dist: string;
beforeAll(async () => {
  world = await createTestWorld();
  dist = await mkdtemp(join(tmpdir(), 'care-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    [
      '<!doctype html><head><title>Care</title>',
      '  <link rel="modulepreload" crossorigin href="/assets/login-page-A1b2C3d4.js" data-login-page>',
      '  <link rel="modulepreload" crossorigin href="/assets/welcome-page-E5f6G7h8.js" data-logged-in>',
      '</head><div id="root"></div>',
    ].join('\n'),
  );
  await writeFile(join(dist, 'assets', 'index-B1x2y3z4.js'), 'console.log("care")');
  // The compressed copies the web build writes beside its files.
  await writeFile(
    join(dist, 'assets', 'index-B1x2y3z4.js.br'),
    brotliCompressSync('console.log("care")'),
  );
  await writeFile(join(dist, 'assets', 'index-B1x2y3z4.js.gz'), gzipSync('console.log("care")'));
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await world?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('health and meta', () => {
  it('reports health and the database engine', async () => {
    const response = await world.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 E008 when the database does not answer', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Database;
    const app = await world.build({}, { database: { db: broken, kind: 'postgres' } });
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errorCode: 'E008' });
  });

  it('serves meta.json with the configured version, never cached', async () => {
    const response = await world.app.inject({ url: '/meta.json' });
    expect(metaSchema.parse(response.json())).toEqual({ version: '9.9.9-test' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("defaults the version to the web app's package.json", () => {
    expect(webAppVersion(undefined)).toMatch(/^\d+\.\d+\.\d+/);
    expect(webAppVersion('1.2.3')).toBe('1.2.3');
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI 3.1 document listing every route with its schemas', async () => {
    const response = await world.app.inject({ url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/auth/sign-in',
        '/api/auth/sign-out',
        '/api/auth/extend-session',
        '/api/health',
        '/api/personal/myInfo',
        '/api/personal/structure/MY_INFO_EDIT/',
        '/api/personal/deleteImageProfile',
        '/api/personal/get-config/',
        '/api/personal/set-config/',
        '/api/csp-report',
        '/api/personal/locale/',
        '/api/personal/translation/{locale}',
        '/api/personal/addTerm/',
        '/api/public/addTerm/',
        '/api/personal/legal-terms/{lang}',
        '/api/product/legal',
        '/api/personal/logo',
        '/api/help/{lang}',
        '/api/help/{lang}/{page}',
        '/api/module-access',
        '/api/admin/module-access',
        '/api/notifications',
        '/api/notifications/socket',
        '/api/auth/forgot-password',
        '/api/auth/check-token',
        '/api/auth/reset-password',
        '/api/auth/define-credential',
        '/api/auth/credential-invitation',
        '/api/conf/remote-config',
        '/api/document/structure',
        '/api/document',
        '/api/document/{id}',
        '/api/document/{id}/history',
        '/api/document/{id}/attachment',
        '/api/attachment/{id}',
        '/api/document/api/v1/dashboard/to-expire',
        '/api/document/api/v1/dashboard/expired',
        '/api/document/audit',
        '/api/care/api/v1/guest/birthday',
        '/api/care/api/v1/guest/complete-list',
        '/api/care/api/v1/guest/dashboard',
        '/api/care/api/v1/guest/detail/{id}/chart-header',
        '/api/care/api/v1/guest/detail/{id}/history',
        '/api/care/api/v1/guest/dismiss/{id}',
        '/api/care/api/v1/guest/suspend/{id}',
        '/api/care/api/v1/guest/actual/{id}',
        '/api/care/api/v1/guest/with-allergy',
        '/api/exports/{type}',
        '/api/exports/{type}/group',
        '/api/care/api/v1/diary/guest/{id}/entries',
        '/api/care/api/v1/diary/handover',
        '/api/care/api/v1/diary/handover/pdf',
        '/api/care/api/v1/diary/handover/read',
        '/api/care/api/v1/diary/handover/readers',
        '/api/care/api/v1/diary/entry/{id}',
        '/api/care/api/v1/diary/entry/{id}/correct',
        '/api/care/api/v1/diary/entry/{id}/amend',
        '/api/care/api/v1/diary/entry/{id}/attachments',
        '/api/care/api/v1/diary/entry/{id}/entered-in-error',
        '/api/care/api/v1/diary/entry/{id}/acknowledge',
        '/api/care/api/v1/diary/read',
        '/api/care/api/v1/diary/unread-count',
        '/api/care/api/v1/activity',
        '/api/care/api/v1/activity/guest/{id}/participation',
        '/api/care/api/v1/activity/leaders',
        '/api/care/api/v1/activity/mine',
        '/api/care/api/v1/drafts/key',
        '/api/care/api/v1/activity/{id}',
        '/api/care/api/v1/activity/{id}/attendance',
        '/api/care/api/v1/activity/{id}/cancel',
        '/api/care/api/v1/activity/{id}/enrolments',
        '/api/care/api/v1/activity/{id}/enrolments/{guest}',
        '/api/care/api/v1/diary/attachment/{id}',
        '/api/care/api/v1/diary/attachment/{id}/archive',
        '/api/care/api/v1/diary/categories',
        '/api/care/api/v1/diary/categories/{id}',
        '/api/care/api/v1/diary/dashboard/critical-event',
        '/api/care/api/v1/diary/dashboard/significant-events/{id}',
        '/api/care/api/v1/diary/facility',
        '/api/care/api/v1/diary/facility/entries',
        '/api/care/api/v1/measurement/alert/{id}/acknowledge',
        '/api/care/api/v1/measurement/dashboard/critical-event',
        '/api/care/api/v1/measurement/dashboard/critical-value',
        '/api/care/api/v1/measurement/device',
        '/api/care/api/v1/measurement/device/queue',
        '/api/care/api/v1/measurement/device/queue/{id}/assign',
        '/api/care/api/v1/measurement/device/readings',
        '/api/care/api/v1/measurement/device/{id}',
        '/api/care/api/v1/measurement/device/{id}/key',
        '/api/care/api/v1/measurement/device/{id}/revoke',
        '/api/care/api/v1/measurement/guest/{id}/alerts',
        '/api/care/api/v1/measurement/guest/{id}/profile',
        '/api/care/api/v1/measurement/guest/{id}/readings',
        '/api/care/api/v1/measurement/guest/{id}/schedules',
        '/api/care/api/v1/measurement/guest/{id}/series',
        '/api/care/api/v1/measurement/guest/{id}/thresholds',
        '/api/care/api/v1/measurement/guest/{id}/thresholds/{parameter}',
        '/api/care/api/v1/measurement/guest/{id}/vital-signs',
        '/api/care/api/v1/measurement/guest/{id}/water-balance',
        '/api/care/api/v1/measurement/latest',
        '/api/care/api/v1/measurement/overdue',
        '/api/care/api/v1/measurement/reading/{id}/entered-in-error',
        '/api/care/api/v1/measurement/round',
        '/api/care/api/v1/measurement/settings',
        '/api/care/api/v1/measurement/thresholds',
        '/api/personal-data/api/v1/personal-data/structure/{code}',
        '/api/personal-data/api/v1/personal-data/specific-personal-data/{id}',
        '/api/personal-data/api/v1/personal-data/profile-image-account/{id}',
        '/api/personal-data/api/v1/personal-data/profile-image/{id}',
        '/api/personal/delete-subscription/{id}',
        '/api/personal/restore-subscription/{id}',
        '/api/personal/generate-subscription/{id}',
        '/api/personal/reset-subscription/{id}',
        '/api/personal/reset-password/{id}',
        '/meta.json',
      ].sort(),
    );
    const signIn = present(doc.paths['/api/auth/sign-in']?.post);
    expect(JSON.stringify(signIn.requestBody)).toContain('"username"');
    expect(Object.keys(signIn.responses as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '413', '429']),
    );
    expect(doc.paths['/api/personal/myInfo']?.get?.security).toEqual([{ bearer: [] }]);
    // The attachment limit is documented where the upload is.
    expect(JSON.stringify(doc.paths['/api/document/{id}/attachment'])).toContain('10 MB');
    expect(JSON.stringify(doc.paths['/api/personal/myInfo'])).toContain(
      'customerGroupDtoCollection',
    );
  });

  it('serves a readable page without scripts', async () => {
    const response = await world.app.inject({ url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('/api/auth/sign-in');
    expect(response.body).toContain('/api/personal/myInfo');
    expect(response.body).not.toMatch(/<script/i);
    const css = await world.app.inject({ url: '/docs/docs.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});

describe('the web app', () => {
  it('says it is not built when WEB_DIST has no index.html', async () => {
    const response = await world.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('not built');
  });

  describe('when built (over real HTTP)', () => {
    let app: FastifyInstance;
    let base: string;
    beforeAll(async () => {
      app = await world.build({ webDist: dist });
      base = await app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('serves index.html at / and for every app route on reload, never cached', async () => {
      for (const path of [
        '/',
        '/loggedIn/',
        '/loggedOut/',
        '/loggedIn/profilePage/',
        '/anything?x=1',
      ]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('<div id="root">');
      }
    });

    it('preloads the login page on the login area’s pages, the shell in the logged-in area', async () => {
      const preloads = async (path: string) => {
        const html = await (await fetch(`${base}${path}`)).text();
        return [
          html.includes('login-page-A1b2C3d4.js') ? 'login' : '',
          html.includes('welcome-page-E5f6G7h8.js') ? 'shell' : '',
        ].join('');
      };
      expect(await preloads('/')).toBe('login');
      expect(await preloads('/loggedOut/')).toBe('login');
      expect(await preloads('/loggedOut/forgotPassword/')).toBe('login');
      expect(await preloads('/loggedIn/')).toBe('shell');
      expect(await preloads('/loggedIn/settings/?tab=simple')).toBe('shell');
      expect(await preloads('/loggedIn')).toBe('shell');
    });

    it('serves hashed assets as immutable and other files revalidated', async () => {
      const asset = await fetch(`${base}/assets/index-B1x2y3z4.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const icon = await fetch(`${base}/favicon.svg`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('cache-control')).toBe('no-cache');
    });

    it("sends the build's compressed copy the browser accepts", async () => {
      const get = (encoding: string) =>
        fetch(`${base}/assets/index-B1x2y3z4.js`, { headers: { 'accept-encoding': encoding } });
      const br = await get('gzip, deflate, br');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(br.headers.get('content-type')).toMatch(/javascript/);
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await br.text()).toBe('console.log("care")'); // fetch decodes it
      const gz = await get('gzip');
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(await gz.text()).toBe('console.log("care")');
      const plain = await get('identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe('console.log("care")');
    });

    it('compresses index.html in the encoding the browser accepts, with its nonce', async () => {
      const get = (encoding: string) =>
        fetch(`${base}/loggedOut/`, { headers: { 'accept-encoding': encoding } });
      for (const [accepted, sent] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.8', 'gzip'],
        ['identity', null],
        ['', null],
      ] as const) {
        const response = await get(accepted);
        expect(response.headers.get('content-encoding'), accepted).toBe(sent);
        expect(response.headers.get('vary'), accepted).toMatch(/accept-encoding/i);
        const html = await response.text(); // fetch decodes it
        expect(html, accepted).toContain('<div id="root">');
        expect(html, accepted).toMatch(/<meta property="csp-nonce" content="[\w-]{22}">/);
      }
    });

    it('does not answer a missing file or an API path with the app', async () => {
      expect((await fetch(`${base}/assets/gone-12345678.js`)).status).toBe(404);
      const api = await fetch(`${base}/api/unknown`);
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ errorCode: 'E008' });
      const docs = await fetch(`${base}/docs`);
      expect(await docs.text()).toContain('Care API');
    });

    it('does not serve files outside WEB_DIST', async () => {
      const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
      expect(await response.text()).not.toContain('root:');
    });
  });
});
