import { describe, expect, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { helpPageIdSchema } from '../schemas/help';
import { routes, serveTestClient, type TestServer } from '../testing/http-test-server';

let server: TestServer;
let api: FullCareClient;
serveTestClient('help_token_0123', (started) => ({ server, api } = started));

const entry = { id: 'documents', title: 'Documents', summary: 'Files.', text: 'Files of a guest.' };
const page = {
  locale: 'de',
  id: 'documents',
  title: 'Dokumente',
  summary: 'Ablage.',
  html: '<p>x</p>',
};

describe('help', () => {
  it('index: GETs the pages of a language with the token (`gb` asks for `en`)', async () => {
    server.reset(routes({ 'GET /api/help/en': [200, { data: { locale: 'en', pages: [entry] } }] }));
    await expect(api.help.index('GB')).resolves.toEqual({ locale: 'en', pages: [entry] });
    expect(server.hits[0]?.headers.authorization).toBe('Bearer help_token_0123');
  });

  it('page: GETs one page, its id encoded in the path', async () => {
    server.reset(routes({ 'GET /api/help/de/documents': [200, { data: page }] }));
    await expect(api.help.page('de', 'documents')).resolves.toEqual(page);
    expect(server.hits[0]).toMatchObject({ method: 'GET', url: '/api/help/de/documents' });
  });

  it('page: passes an unknown page on as 404 E044', async () => {
    server.reset(routes({ 'GET /api/help/it/nothing': [404, { errorCode: 'E044' }] }));
    await expect(api.help.page('it', 'nothing')).rejects.toMatchObject({
      code: 'E044',
      status: 404,
    });
  });

  it('an index entry without its text breaks the contract (FEE002)', async () => {
    const { text: _text, ...partial } = entry;
    server.reset(
      routes({ 'GET /api/help/es': [200, { data: { locale: 'es', pages: [partial] } }] }),
    );
    await expect(api.help.index('es')).rejects.toMatchObject({ code: 'FEE002' });
  });

  it('page ids are lower-case words joined by hyphens', () => {
    expect(helpPageIdSchema.safeParse('getting-started').success).toBe(true);
    for (const bad of ['Guests', '../x', '-a', 'a--b', 'a'.repeat(41)]) {
      expect(helpPageIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});
