import { Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CrashBoundary } from './crash-boundary';

/** A screen with a bug: pressing the button makes its next render throw. */
function FragileScreen() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Cannot read properties of undefined (reading "name")');
  return (
    <Stack gap="3" align="flex-start">
      <Text>Guest list</Text>
      <Button onClick={() => setBroken(true)}>Open a guest with a bug</Button>
    </Stack>
  );
}

function Broken(): never {
  throw new Error('Render failed');
}

const meta = {
  title: 'Dialogs/CrashBoundary',
  component: CrashBoundary,
  tags: ['autodocs'],
  args: {
    title: 'Something went wrong',
    description: 'Reload the page to continue. Changes not yet saved may be lost.',
    reloadLabel: 'Reload',
    // The default empties Cache Storage and reloads: not inside Storybook.
    onReload: fn(),
    onError: fn(),
  },
  render: (args) => (
    <CrashBoundary {...args}>
      <FragileScreen />
    </CrashBoundary>
  ),
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component: [
          'Wrap the routes (inside the `ChakraProvider`). A render crash replaces the page with an',
          '`alertdialog` titled with `utils.randomError`; its only button reloads. The default `onReload`',
          '(`clearCachesAndReload`) empties Cache Storage and calls `location.reload()`; the app can pass',
          'its own (e.g. also clearing its query cache). `onError` receives the error and component stack.',
          '',
          'Design decisions: Escape and clicks outside do nothing (the page behind no longer',
          'works), focus starts on the reload button, and the button shows a spinner until the page goes.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof CrashBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A working page: the boundary renders its children. */
export const Working: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open a guest with a bug' })).toBeVisible();
  },
};

/** A render crash: the dialog replaces the page; Reload calls `onReload`. */
export const Crashed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open a guest with a bug' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await expect(args.onError).toHaveBeenCalledOnce();
    const reload = within(dialog).getByRole('button', { name: 'Reload' });
    await waitFor(() => expect(reload).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(reload);
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Only the title (`utils.randomError`), crashing on the first render. */
export const TitleOnly: Story = {
  args: { description: undefined },
  render: (args) => (
    <CrashBoundary {...args}>
      <Broken />
    </CrashBoundary>
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
