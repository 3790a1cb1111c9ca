import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
