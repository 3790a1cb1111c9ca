import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('is a status named and filled by its label only', () => {
    renderUi(<LoadingOverlay label="Loading Care…" />);
    const status = screen.getByRole('status', { name: 'Loading Care…' });
    // Live-region content is what gets announced: the label, not the skeleton.
    expect(status.textContent).toBe('Loading Care…');
  });

  it('draws the app shell with a sidebar, hidden from assistive technology', () => {
    renderUi(<LoadingOverlay label="Loading Care…" />);
    const sidebar = screen.getByTestId('loading-overlay-sidebar');
    expect(sidebar.tagName).toBe('ASIDE');
    expect(sidebar.closest('[aria-hidden="true"]')).not.toBeNull();
    // No landmark leaks out of the placeholder.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('has nothing to focus', () => {
    renderUi(<LoadingOverlay label="Loading Care…" />);
    const status = screen.getByRole('status');
    expect(within(status).queryAllByRole('button')).toHaveLength(0);
    expect(status.querySelectorAll('[tabindex], a, button, input')).toHaveLength(0);
  });

  it('has a local variant for a busy panel, without the shell', () => {
    renderUi(
      <div style={{ position: 'relative' }}>
        <p>Documents</p>
        <LoadingOverlay variant="local" label="Loading documents…" />
      </div>,
    );
    expect(screen.getByRole('status', { name: 'Loading documents…' })).toBeInTheDocument();
    expect(screen.queryByTestId('loading-overlay-sidebar')).not.toBeInTheDocument();
  });

  it('keeps `page` working as the earlier name of `app`', () => {
    const { rerender } = renderUi(<LoadingOverlay variant="page" label="Loading Care…" />);
    expect(screen.getByTestId('loading-overlay-sidebar')).toBeInTheDocument();
    rerender(<LoadingOverlay variant="app" label="Loading Care…" />);
    expect(screen.getByTestId('loading-overlay-sidebar')).toBeInTheDocument();
  });

  it('renders nothing for `none`', () => {
    renderUi(<LoadingOverlay variant="none" label="Loading…" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has a lite local kind that leaves the content usable', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <div style={{ position: 'relative' }}>
        <button type="button" onClick={onClick}>
          Open document
        </button>
        <LoadingOverlay variant="local-lite" label="Refreshing…" />
      </div>,
    );
    const status = screen.getByRole('status', { name: 'Refreshing…' });
    expect(status.textContent).toBe('Refreshing…');
    expect(status).toHaveStyle({ pointerEvents: 'none' });
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('has a general kind over the whole page, without the shell', () => {
    renderUi(<LoadingOverlay variant="general" label="Applying the theme…" />);
    const status = screen.getByRole('status', { name: 'Applying the theme…' });
    expect(status.textContent).toBe('Applying the theme…');
    expect(status).toHaveStyle({ position: 'fixed' });
    expect(screen.queryByTestId('loading-overlay-sidebar')).not.toBeInTheDocument();
  });
});
