import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { Drawer, type DrawerProps } from './drawer';

function Page(props: Partial<DrawerProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const { onClosed, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New document
      </button>
      <Drawer
        title="New document"
        description="Personal documents of Maria Rossi"
        closeLabel="Close"
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Save</button>
          </>
        }
        {...rest}
        open={open}
        onClose={() => {
          onClosed?.();
          setOpen(false);
        }}
      >
        <label>
          Name
          <input />
        </label>
      </Drawer>
    </>
  );
}

const patience = { timeout: 5000 };

async function openDrawer(props: Partial<DrawerProps> & { onClosed?: () => void } = {}) {
  const result = renderUi(<Page {...props} />);
  await result.user.click(screen.getByRole('button', { name: 'New document' }));
  const drawer = await screen.findByRole('dialog', { name: 'New document' }, patience);
  await waitFor(
    () => expect(drawer).toContainElement(document.activeElement as HTMLElement),
    patience,
  );
  return { ...result, drawer };
}

const closed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patience);

// Dialogs in jsdom are slow on a busy machine: a generous ceiling, no timing assertions.
describe('Drawer', { timeout: 30_000 }, () => {
  // jsdom: no layout (the focus trap skips elements without client rects) and no animations
  // (the exit would wait for an animationend that never comes).
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { animation: none !important; }';
  beforeEach(() => {
    document.head.append(still);
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 10, 10),
    ] as unknown as DOMRectList);
  });
  afterEach(() => {
    still.remove();
    vi.restoreAllMocks();
  });

  it('is a dialog named by its title, with body, footer and a close button', async () => {
    const { drawer } = await openDrawer();
    expect(drawer).toHaveAccessibleDescription('Personal documents of Maria Rossi');
    expect(within(drawer).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(drawer).toHaveAttribute('aria-modal', 'true');
  });

  it('keeps focus inside while open', async () => {
    const { user, drawer } = await openDrawer();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('starts where asked', async () => {
    const { drawer } = await openDrawer({
      initialFocusEl: () => screen.getByRole('textbox', { name: 'Name' }),
    });
    expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back', async () => {
    const onClosed = vi.fn();
    const { user } = await openDrawer({ onClosed });
    await user.keyboard('{Escape}');
    await closed();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'New document' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const onClosed = vi.fn();
    const { user, drawer } = await openDrawer({ onClosed });
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await closed();
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('cannot be closed while closing is disabled', async () => {
    const onClosed = vi.fn();
    const { user, drawer } = await openDrawer({ onClosed, closeDisabled: true });
    await user.keyboard('{Escape}');
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
