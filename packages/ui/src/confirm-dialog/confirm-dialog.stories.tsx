import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** A screen button that opens the dialog, as the person detail page does. */
function Harness({ trigger, ...props }: ConfirmDialogProps & { trigger: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    title: 'Block account?',
    description: 'Maria Rossi will no longer be able to sign in until the account is restored.',
    confirmLabel: 'Block',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onClose: fn(),
  },
  render: (args) => <Harness {...args} trigger="Block account" />,
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 480 },
      description: {
        component: [
          'Asks before an account action, a save or a dismissal. An `alertdialog` named by its title and',
          'described by its description.',
          '',
          'Design decisions:',
          '- Focus starts on the least destructive control: the typed-confirmation field when there is one,',
          '  otherwise Cancel. Escape and Cancel close; a click on the backdrop does not (a stray tap must',
          '  not answer the question). Focus returns to the button that opened it.',
          '- The typed word must equal the expected word exactly: case, accents and spaces count. A mismatch',
          '  shows the given error (`hardDescriptionError`), focuses the field and does not confirm;',
          '  the error goes away as soon as the user edits the text. The field starts empty each time.',
          '- While an async `onConfirm` runs, the confirm button shows a spinner, Cancel and Escape do',
          '  nothing, and the dialog is `aria-busy`. Success closes the dialog; a rejection keeps it open',
          '  for a retry (the app shows the error in a message bar).',
          "- `destructive` colours the confirm button with the theme's error colour (`care.error` with its",
          '  contrast text); otherwise it uses `care.primary`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm an account action; focus starts on Cancel and returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Block account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block account?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Block account' })).toHaveFocus();
  },
};

/** An irreversible action: the confirm button takes the theme's error colour. Escape cancels. */
export const Destructive: Story = {
  args: {
    title: 'Delete the attachment?',
    description: 'The file "blood-test.pdf" will be archived and removed from the list.',
    confirmLabel: 'Delete',
    destructive: true,
  },
  render: (args) => <Harness {...args} trigger="Delete attachment" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete attachment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the attachment?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Left open, to look at: the dialog as it appears. */
export const Open: Story = {
  args: { destructive: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Block account' }));
    const dialog = await screen.findByRole('alertdialog');
    // It fades in: visible once the animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The dismiss flow: a date, an archive cause and a typed word; a wrong word shows the error. */
export const DismissWithTypedWord: Story = {
  args: {
    title: 'Dismiss the guest?',
    description: 'Maria Rossi will be moved to the archived guests.',
    confirmLabel: 'Dismiss',
    destructive: true,
    confirmation: {
      word: 'DISMISS',
      label: 'Type DISMISS to confirm',
      errorText: 'The text you typed does not match.',
    },
  },
  render: (args) => <DismissHarness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss guest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dismiss the guest?' });
    const word = within(dialog).getByRole('textbox', { name: /Type DISMISS/ });
    await waitFor(() => expect(word).toHaveFocus());
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Archive cause/ }),
      'death',
    );
    await userEvent.type(word, 'dismiss{Enter}');
    await waitFor(() =>
      expect(word).toHaveAccessibleDescription('The text you typed does not match.'),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(word);
    await userEvent.type(word, 'DISMISS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

function DismissHarness(args: ConfirmDialogProps) {
  const [cause, setCause] = useState('');
  const [date, setDate] = useState('2025-03-01');
  return (
    <Harness {...args} trigger="Dismiss guest" confirmDisabled={!cause || !date}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>Dismissal date</Field.Label>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Archive cause</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={cause} onChange={(event) => setCause(event.target.value)}>
              <option value="">Choose…</option>
              <option value="volontaryDismissal">Voluntary dismissal</option>
              <option value="death">Death</option>
              <option value="domicileDismissal">Dismissal to home</option>
              <option value="transferToAnotherStructure">Transfer to another facility</option>
              <option value="transferToSameStructure">Transfer within the facility</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </Harness>
  );
}

/** A slow server: the confirm button spins and the dialog cannot be closed until it answers. */
export const Pending: Story = {
  args: {
    title: 'Reset the password?',
    description: 'A new temporary password will be sent by e-mail.',
    confirmLabel: 'Reset',
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  render: (args) => <Harness {...args} trigger="Reset password" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the password?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    // Still open: Escape changes the state at once, and the dialog fades in (opacity from 0), so
    // the state is asserted and visibility awaited rather than read mid-animation.
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
