// The apps the running test has rendered, so that a failed query can say what their data layer
// and their server were doing (vitest.setup.ts): a card stuck on "Loading…" is then a query
// that is fetching, paused or idle, with or without its request seen by the server.
import type { QueryClient } from '@tanstack/react-query';
import type { SeenRequest } from './api-test-server';

interface LiveApp {
  client: () => QueryClient | undefined;
  hits: SeenRequest[];
}

const live = new Set<LiveApp>();

/** Registers an app until `ended` is called. */
export function trackApp(app: LiveApp): () => void {
  live.add(app);
  return () => live.delete(app);
}

/** The unsettled queries of the live apps and the last requests their servers saw. */
export function describeLiveApps(): string {
  const lines: string[] = [];
  for (const app of live) {
    const queries = app.client()?.getQueryCache().getAll() ?? [];
    const waiting = queries
      .filter((query) => query.state.status === 'pending' || query.state.fetchStatus !== 'idle')
      .map(
        (query) =>
          `${query.queryHash} ${query.state.status}/${query.state.fetchStatus}` +
          ` (${query.getObserversCount()} observers)`,
      );
    lines.push(`queries not settled: ${waiting.join(' | ') || 'none'}`);
    const last = app.hits.slice(-6).map((hit) => `${hit.method} ${hit.url}`);
    lines.push(`last requests of ${app.hits.length}: ${last.join(' | ') || 'none'}`);
  }
  return lines.join('\n');
}
