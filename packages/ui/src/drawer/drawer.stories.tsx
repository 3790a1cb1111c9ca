import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Drawer, type DrawerProps } from './drawer';

/** A page button that opens the drawer, as the documents list does. */
function Harness({ body, ...props }: DrawerProps & { body?: 'form' | 'long' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New document</Button>
      <Drawer
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button bg="care.primary" color="care.primary.contrast">
              Save
            </Button>
          </>
        }
      >
        {body === 'long' ? (
          <Stack gap="4">
            {Array.from({ length: 30 }, (_, i) => (
              <Text key={i}>History entry {i + 1}: attachment uploaded by the nurse on duty.</Text>
            ))}
          </Stack>
        ) : (
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>Name</Field.Label>
              <Input />
            </Field.Root>
            <Field.Root>
              <Field.Label>Description</Field.Label>
              <Textarea rows={4} />
            </Field.Root>
          </Stack>
        )}
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Dialogs/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    open: false,
    title: 'New document',
    description: 'Personal documents of Maria Rossi',
    closeLabel: 'Close',
    onClose: fn(),
  },
  render: (args) => <Harness {...args} />,
  parameters: {
    layout: 'padded',
    docs: {
      story: { inline: false, iframeHeight: 560 },
      description: {
        component: [
          "The right-side panel of the personal-documents screen, built on Chakra UI's Drawer: at most",
          '600px wide on desktop, the full width below 868px (spec). Title, optional description, a body',
          'that scrolls, a footer slot for the buttons, and a close button named by `closeLabel`.',
          'Focus moves in when it opens, stays inside, and returns to the opener; Escape closes it.',
          '',
          'Design decisions: a click on the backdrop does not close it by default (a stray',
          'tap must not lose a half-filled form; `closeOnInteractOutside` turns it on); `closeDisabled`',
          'holds it open while a save runs; it opens from the inline end, so from the left in right-to-left.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, fill in, Tab stays inside, Escape closes, focus returns. At most 600px wide. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'New document' });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'New document' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(600);
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Name/ }), 'Blood test');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

/** Below 868px the drawer takes the whole width. */
export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New document' }));
    const drawer = await screen.findByRole('dialog', { name: 'New document' });
    await expect(document.documentElement.clientWidth).toBeLessThan(868);
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().width)).toBe(
        document.documentElement.clientWidth,
      ),
    );
  },
};

/** A long body scrolls; the footer stays in view. Closed with the close button. */
export const LongContent: Story = {
  args: { title: 'History', description: undefined },
  render: (args) => <Harness {...args} body="long" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New document' }));
    const drawer = await screen.findByRole('dialog', { name: 'History' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Save' })).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  },
};

/** While a save runs: Escape and the close button do nothing. */
export const Saving: Story = {
  args: { closeDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New document' }));
    const drawer = await screen.findByRole('dialog', { name: 'New document' });
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeDisabled();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(drawer).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * Without the corner button: the footer holds the only way out (the documents drawer's
 * access-denied state has a single confirm button). Escape still closes it.
 */
export const WithoutCloseButton: Story = {
  args: { withCloseButton: false, title: 'Access denied', description: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New document' }));
    const drawer = await screen.findByRole('dialog', { name: 'Access denied' });
    await expect(within(drawer).queryByRole('button', { name: 'Close' })).toBeNull();
    // Escape reaches the drawer only once focus has moved into it.
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};
