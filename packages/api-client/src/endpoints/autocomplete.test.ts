import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FullCareClient } from '../client/create-client';
import { isCancelled } from '../errors/api-error';
import type { AutocompleteSuggestion } from '../schemas/forms';
import { PERSONAL_DATA_API_PATHS } from '../schemas/person-detail';
import { PRODUCT_API } from '../schemas/product-paths';
import {
  delay,
  routes,
  sendJson,
  serveTestClient,
  type TestServer,
} from '../testing/http-test-server';

const TOKEN = 'autocomplete_token_0123456789';

let server: TestServer;
let api: FullCareClient;
serveTestClient(TOKEN, (started) => ({ server, api } = started));

describe('autocomplete', () => {
  it('GETs {path}?q= and keeps the label fields of the suggestions', async () => {
    const suggestions = [
      { id: 1, name: 'Aspirin' },
      { id: 'ATC-B01', description: 'Antithrombotic', code: 'B01' },
    ];
    server.reset(routes({ 'GET /api/care/api/v1/disease/search': [200, { data: suggestions }] }));

    await expect(
      api.autocomplete.get(PRODUCT_API.disease.search(), 'asp & co', { query: { limit: 10 } }),
    ).resolves.toEqual(suggestions);
    expect(server.hits[0]?.url).toBe('/api/care/api/v1/disease/search?limit=10&q=asp+%26+co');
    expect(server.hits[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('POSTs the query with the group and role ids', async () => {
    server.reset(
      routes({
        'POST /api/personal-data/api/v1/personal-data/autocomplete': [
          200,
          { data: [{ id: 31, name: 'Giulia Rossi' }] },
        ],
      }),
    );

    await expect(
      api.autocomplete.post(PERSONAL_DATA_API_PATHS.autocomplete, {
        q: 'giu',
        customerGroupDtos: [1, 2],
        customerRoleDtos: [5],
      }),
    ).resolves.toEqual([{ id: 31, name: 'Giulia Rossi' }]);
    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({
      q: 'giu',
      customerGroupDtos: [1, 2],
      customerRoleDtos: [5],
    });
  });

  it('refuses suggestions without an id', async () => {
    server.reset(routes({ 'GET /api/x': [200, { data: [{ name: 'no id' }] }] }));

    await expect(api.autocomplete.get('x', 'n')).rejects.toMatchObject({ code: 'FEE002' });
  });

  it('is cancelled by its signal, as a newer query does', async () => {
    server.reset(async (_request, response) => {
      await delay(300);
      sendJson(response, 200, { data: [] });
    });
    const controller = new AbortController();

    const pending = api.autocomplete.get('x', 'a', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toSatisfy(isCancelled);
  });

  it('types the suggestions', () => {
    expectTypeOf(api.autocomplete.get).returns.resolves.toEqualTypeOf<AutocompleteSuggestion[]>();
  });
});
