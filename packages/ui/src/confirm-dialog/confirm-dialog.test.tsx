import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const base = {
  title: 'Block account?',
  description: 'Maria Rossi will no longer be able to sign in.',
  confirmLabel: 'Block',
  cancelLabel: 'Cancel',
} as const;

/** An app screen with a button that opens the dialog, as the detail page does. */
function Screen(props: Partial<ConfirmDialogProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const { onClosed, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Block account
      </button>
      <ConfirmDialog
        {...base}
        onConfirm={() => {}}
        {...rest}
        open={open}
        onClose={() => {
          onClosed?.();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Generous: the machine is shared and slow; nothing here waits on a real duration. */
const patience = { timeout: 5000 };
const closed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), patience);

async function openDialog(props: Partial<ConfirmDialogProps> & { onClosed?: () => void } = {}) {
  const result = renderUi(<Screen {...props} />);
  await result.user.click(screen.getByRole('button', { name: 'Block account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Block account?' }, patience);
  // As a person would: act once the dialog has taken focus.
  await waitFor(
    () => expect(dialog).toContainElement(document.activeElement as HTMLElement),
    patience,
  );
  return { ...result, dialog };
}

// Dialogs in jsdom are slow on a busy machine: a generous ceiling, no timing assertions.
describe('ConfirmDialog', { timeout: 30_000 }, () => {
  // jsdom lays nothing out and plays no animations. The dialog's focus trap skips invisible
  // elements (one client rect each makes them visible), and its exit waits for `animationend`
  // (no animations: it unmounts at once, as with reduced motion).
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

  it('is an alert dialog named and described by its texts, starting on Cancel', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Maria Rossi will no longer be able to sign in.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms, then closes and gives focus back', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await closed();
    expect(screen.getByRole('button', { name: 'Block account' })).toHaveFocus();
  });

  it('closes with Cancel or Escape without confirming', async () => {
    const onConfirm = vi.fn();
    const onClosed = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm, onClosed });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    await user.click(screen.getByRole('button', { name: 'Block account' }));
    const again = await screen.findByRole('alertdialog', {}, patience);
    await waitFor(
      () => expect(again).toContainElement(document.activeElement as HTMLElement),
      patience,
    );
    await user.keyboard('{Escape}');
    await closed();
    expect(onClosed).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  describe('with a typed confirmation', () => {
    const confirmation = {
      word: 'DISMISS',
      label: 'Type DISMISS to confirm',
      errorText: 'The text does not match',
    };

    it('starts on the field and refuses a word that is not exactly the expected one', async () => {
      const onConfirm = vi.fn();
      const { user, dialog } = await openDialog({ onConfirm, confirmation, destructive: true });
      const field = within(dialog).getByRole('textbox', { name: /Type DISMISS to confirm/ });
      expect(field).toHaveFocus();
      await user.type(field, 'dismiss');
      await user.click(within(dialog).getByRole('button', { name: 'Block' }));
      expect(onConfirm).not.toHaveBeenCalled();
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription('The text does not match');
      expect(field).toHaveFocus();

      await user.clear(field);
      await user.type(field, 'DISMISS {Enter}'); // a trailing space is not the word
      expect(onConfirm).not.toHaveBeenCalled();

      await user.type(field, '{Backspace}{Enter}');
      expect(onConfirm).toHaveBeenCalledOnce();
    });

    it('hides the error again while the user corrects the word', async () => {
      const { user, dialog } = await openDialog({ confirmation });
      const field = within(dialog).getByRole('textbox', { name: /Type DISMISS/ });
      await user.type(field, 'x{Enter}');
      expect(within(dialog).getByText('The text does not match')).toBeVisible();
      await user.type(field, '{Backspace}');
      expect(within(dialog).queryByText('The text does not match')).not.toBeInTheDocument();
    });

    it('starts empty each time it opens', async () => {
      const { user, dialog } = await openDialog({ confirmation });
      await user.type(within(dialog).getByRole('textbox'), 'DIS');
      await user.keyboard('{Escape}');
      await closed();
      await user.click(screen.getByRole('button', { name: 'Block account' }));
      const again = await screen.findByRole('alertdialog', {}, patience);
      expect(within(again).getByRole('textbox')).toHaveValue('');
    });
  });

  it('shows extra fields and can hold the confirm button until they are filled', async () => {
    function Dismiss() {
      const [cause, setCause] = useState('');
      return (
        <Screen confirmDisabled={!cause}>
          <label>
            Archive cause
            <select value={cause} onChange={(event) => setCause(event.target.value)}>
              <option value="" />
              <option value="death">Death</option>
            </select>
          </label>
        </Screen>
      );
    }
    const { user } = renderUi(<Dismiss />);
    await user.click(screen.getByRole('button', { name: 'Block account' }));
    const dialog = await screen.findByRole('alertdialog', {}, patience);
    const confirm = within(dialog).getByRole('button', { name: 'Block' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Archive cause' }),
      'death',
    );
    expect(confirm).toBeEnabled();
  });

  it('stays open and busy while an async action runs, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: /Block/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Block/ }));
    expect(onConfirm).toHaveBeenCalledOnce();
    finish();
    await closed();
  });

  it('stays open for a retry when the action fails', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('E013'))
      .mockResolvedValueOnce(undefined);
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Block' })).toBeEnabled(),
      patience,
    );
    expect(dialog).not.toHaveAttribute('aria-busy');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await closed();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('can be held busy from outside', async () => {
    const { dialog } = await openDialog({ pending: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
