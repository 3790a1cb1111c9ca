import { createClient, isApiError, memoryTokenStore } from '@care/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

/** A client with the transport's default retries, over a fetch that counts its calls. */
function clientAnswering(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  const api = createClient({
    baseUrl: 'http://127.0.0.1:9/api/',
    tokenStore: memoryTokenStore('tok_aaaaaaaaaaaaaaaaaaaaaaaa'),
    fetch,
  });
  return { api, fetch };
}

/** Fetches one query through the app's query client; resolves with its error. */
async function failedQuery(api: ReturnType<typeof createClient>): Promise<unknown> {
  const queries = createQueryClient();
  const pending = queries
    .fetchQuery({ queryKey: ['me'], queryFn: ({ signal }) => api.personal.myInfo({ signal }) })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  // Every backoff (the transport's and, were there one, the query client's) runs on fake time.
  await vi.runAllTimersAsync();
  return pending;
}

describe('one retry layer: the transport retries a read, the query client does not', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes exactly 3 requests for a query whose server never answers (network failure)', async () => {
    const { api, fetch } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));

    const error = await failedQuery(api);

    expect(isApiError(error) && error.code).toBe('FEE003');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('makes exactly 3 requests for a query the server keeps answering with a 503', async () => {
    const { api, fetch } = clientAnswering(() =>
      Promise.resolve(
        new Response('{"errorCode":"E008"}', {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );

    const error = await failedQuery(api);

    expect(isApiError(error) && error.status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
