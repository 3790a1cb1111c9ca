import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { startTransition, useContext } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { createDataLayer, DataProvider, type DataLayer } from './data';

/** Says whether the screens below the provider find a query client. */
function ClientState() {
  const client = useContext(QueryClientContext);
  return <p>{client ? 'client' : 'no client'}</p>;
}

describe('the data layer', () => {
  it('gives the screens already shown the query client once it has loaded', async () => {
    const data = createDataLayer();
    render(
      <DataProvider data={data}>
        <ClientState />
      </DataProvider>,
    );
    expect(screen.getByText('no client')).toBeInTheDocument();
    const client = await act(() => data.load());
    expect(screen.getByText('client')).toBeInTheDocument();
    expect(await data.load()).toBe(client);
  });

  it('gives a client loaded before the first render at once', async () => {
    const data = createDataLayer();
    await data.load();
    render(
      <DataProvider data={data}>
        <ClientState />
      </DataProvider>,
    );
    expect(screen.getByText('client')).toBeInTheDocument();
  });

  it('does not render the screen again when the client appears in the middle of its render', async () => {
    // The first render is a transition that the client's arrival interrupts (main.tsx renders
    // in a transition; the logged-in area's loader loads the client meanwhile). Read from an
    // external store, the change made React render everything again, synchronously, in one
    // long task; now only the provider and the components that read the client render again.
    let client: QueryClient | undefined;
    const listeners = new Set<() => void>();
    const data: DataLayer = {
      current: () => client,
      load: () => Promise.resolve((client ??= new QueryClient())),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    /** The client arrives (once), and the data layer says so. */
    const arrive = () => {
      if (client) return;
      client = new QueryClient();
      listeners.forEach((listener) => listener());
    };
    const renders: string[] = [];
    function Screen() {
      renders.push('Screen');
      arrive();
      return <h1>Welcome</h1>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      startTransition(() =>
        root.render(
          <DataProvider data={data}>
            <Screen />
            <ClientState />
          </DataProvider>,
        ),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('client')).toBeInTheDocument();
    expect(renders).toEqual(['Screen']);
    act(() => root.unmount());
    container.remove();
  });
});
