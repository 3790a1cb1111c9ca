import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { optionalLazy } from './optional-lazy';

function Badge(props: { count: number }) {
  return <span>{`${props.count} unread`}</span>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The page broke</p> : this.props.children;
  }
}

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('an optional lazy part', () => {
  it('renders once its code is in', async () => {
    const Optional = optionalLazy(() => Promise.resolve(Badge));
    render(<Optional count={3} />);
    expect(await screen.findByText('3 unread')).toBeVisible();
  });

  it('offline, the page goes on without it; back online, it is fetched again and shown', async () => {
    const load = vi.fn<() => Promise<typeof Badge>>().mockImplementationOnce(offline);
    load.mockImplementation(() => Promise.resolve(Badge));
    const Optional = optionalLazy(load);
    render(
      <Boundary>
        <p>The shell</p>
        <Optional count={2} />
      </Boundary>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByText('The shell')).toBeVisible();
    expect(screen.queryByText('The page broke')).toBeNull();
    expect(screen.queryByText('2 unread')).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('2 unread')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches its code once for all its instances', async () => {
    const load = vi.fn(() => Promise.resolve(Badge));
    const Optional = optionalLazy(load);
    render(
      <>
        <Optional count={1} />
        <Optional count={5} />
      </>,
    );
    expect(await screen.findByText('1 unread')).toBeVisible();
    expect(await screen.findByText('5 unread')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
