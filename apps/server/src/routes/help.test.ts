import { helpIndexResponseSchema, helpPageResponseSchema } from '@care/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, demoTokenOf, type TestWorld } from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
let nurse: string;
let guest: string;
beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  nurse = await demoTokenOf(app, 'nurse');
  guest = await demoTokenOf(app, 'guest');
});
afterAll(async () => {
  await world?.close();
});

const get = (url: string, token?: string) =>
  app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const errorOf = async (url: string, token?: string) => {
  const answer = await get(url, token);
  return { status: answer.statusCode, body: answer.json<unknown>() };
};

const PAGE_IDS = [
  'getting-started',
  'guests',
  'diary',
  'activities',
  'measurements',
  'documents',
  'profile',
  'settings',
  'exports',
];

describe('the help index', () => {
  it('lists every page of each language in reading order, with its words for searching', async () => {
    for (const lang of ['it', 'en', 'de', 'es']) {
      const { data } = helpIndexResponseSchema.parse(
        (await get(`/api/help/${lang}`, nurse)).json(),
      );
      expect(data.locale).toBe(lang);
      expect(data.pages.map((page) => page.id)).toEqual(PAGE_IDS);
      for (const page of data.pages) {
        expect(page.title.length).toBeGreaterThan(3);
        expect(page.summary.length).toBeGreaterThan(20);
        expect(page.text).not.toMatch(/[<>]/);
      }
    }
    const { data: de } = helpIndexResponseSchema.parse((await get('/api/help/de', guest)).json());
    expect(de.pages.find((page) => page.id === 'documents')?.title).toBe('Dokumente');
  });

  it('falls back to the base language, then to English, as the legal texts do', async () => {
    const base = helpIndexResponseSchema.parse((await get('/api/help/DE-CH', nurse)).json());
    expect(base.data.locale).toBe('de');
    const other = helpIndexResponseSchema.parse((await get('/api/help/fr', nurse)).json());
    expect(other.data.locale).toBe('en');
    const gb = helpIndexResponseSchema.parse((await get('/api/help/gb', nurse)).json());
    expect(gb.data.pages[0]?.title).toBe('Getting started');
  });

  it('refuses what is not a language code (400 E016) and callers not signed in (401 E005)', async () => {
    expect(await errorOf('/api/help/english', nurse)).toEqual({
      status: 400,
      body: { errorCode: 'E016' },
    });
    expect(await errorOf('/api/help/en')).toEqual({ status: 401, body: { errorCode: 'E005' } });
  });
});

describe('a help page', () => {
  it('answers its title, summary and sanitized HTML in the language asked for', async () => {
    const { data } = helpPageResponseSchema.parse(
      (await get('/api/help/es/documents', nurse)).json(),
    );
    expect(data).toMatchObject({ locale: 'es', id: 'documents', title: 'Documentos' });
    expect(data.html).toMatch(/^<h2>/);
    expect(data.html).not.toMatch(/<!--|title:|<script|style=/);
  });

  it('is 404 E044 when unknown, in any language, never a 500', async () => {
    for (const url of [
      '/api/help/en/nothing',
      '/api/help/it/..%2F..%2Fpackage.json',
      '/api/help/fr/Guests',
      '/api/help/de/__proto__',
      '/api/help/de/constructor',
    ]) {
      expect(await errorOf(url, nurse)).toEqual({ status: 404, body: { errorCode: 'E044' } });
    }
    const long = await errorOf(`/api/help/en/${'a'.repeat(101)}`, nurse);
    // Fastify's own limit on a path parameter (100 characters) answers before the route does.
    expect(long.status).toBeLessThan(500);
  });
});
