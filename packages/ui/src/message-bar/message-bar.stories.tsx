import { Button, Wrap } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { MessageBarProvider } from './message-bar-provider';
import { useMessageBar } from './use-message-bar';

const openPatient = fn();

/** Buttons standing in for the app: each one shows a message the way a screen would. */
function Triggers() {
  const { notify, dismissAll } = useMessageBar();
  return (
    <Wrap gap="3">
      <Button onClick={() => notify.success('Document saved')}>Save document</Button>
      <Button variant="outline" onClick={() => notify.warning('The attachment is too large')}>
        Attach a large file
      </Button>
      <Button variant="outline" onClick={() => notify.info('A new version is available')}>
        Check for updates
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          notify.error('The document could not be saved. Please try again.', {
            title: 'Not saved',
          })
        }
      >
        Save without network
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          notify.notification('Maria Rossi has arrived at reception', {
            title: 'Visit',
            color: '#7B1FA2',
            action: { label: 'Open', onClick: openPatient },
          })
        }
      >
        Receive a notification
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          for (const n of [1, 2, 3, 4, 5]) notify.info(`Reminder ${n} of 5`);
        }}
      >
        Show five reminders
      </Button>
      <Button variant="ghost" onClick={dismissAll}>
        Dismiss all
      </Button>
    </Wrap>
  );
}

const meta = {
  title: 'Feedback/MessageBar',
  component: MessageBarProvider,
  tags: ['autodocs'],
  // Long durations so no bar leaves while a play function (on a busy machine) still reads it;
  // timing, pausing and the 5000/2000 ms defaults are covered by the Vitest tests.
  args: {
    dismissLabel: 'Dismiss message',
    label: 'Messages',
    duration: 60_000,
    successDuration: 60_000,
    max: 3,
  },
  render: (args) => (
    <MessageBarProvider {...args}>
      <Triggers />
    </MessageBarProvider>
  ),
  parameters: {
    layout: 'padded',
    // Bars are fixed at the top right: each story gets its own frame in the docs page.
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component: [
          'Wrap the app in `MessageBarProvider`, then `const { notify, dismiss } = useMessageBar()` and',
          '`notify.success|warning|info|error|notification(message, { title, duration, action, color, id })`.',
          'Defaults: 5000 ms, 2000 ms for success (spec); at most 3 bars, the rest queued.',
          '',
          'Design decisions:',
          '- Bars are filled with the theme colour (`care.<type>`) and their text uses `care.<type>.contrast`,',
          '  so it is AA-readable in every theme; a notification with a custom hex colour gets black or white',
          '  text, whichever contrasts more. Each type has its own icon, so colour is never the only cue.',
          '- Hovering or focusing any bar pauses all of them (WCAG 2.2.1); the time left is kept.',
          '- Errors are announced assertively, everything else politely, when a bar appears (queued messages',
          '  when they come on screen). The live regions are direct children of `<body>` with `aria-live`, so',
          '  modal dialogs (which hide the rest of the page from screen readers) do not silence them.',
          '- Escape closes the bar that has focus. After closing with the keyboard, focus moves to the next bar,',
          '  or back to where it was before entering the bars; a pointer click leaves focus alone.',
          '- A message with the id of one still shown replaces it instead of stacking another bar.',
          '- `duration: null` keeps a bar until it is closed (for messages that need an action).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof MessageBarProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success: announced politely (the shared success helper closes after 2 s by default). */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save document' }));
    const bar = await screen.findByRole('group', { name: 'Document saved' });
    // A bar slides in from opacity 0: visible once its entrance has started, on a busy machine too.
    await waitFor(() => expect(bar).toBeVisible());
    await expect(screen.getByRole('log')).toHaveTextContent('Document saved');
  },
};

export const Warning: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Attach a large file' }));
    const bar = await screen.findByRole('group', { name: 'The attachment is too large' });
    await expect(bar).toHaveAttribute('data-type', 'warning');
  },
};

export const Info: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check for updates' }));
    const bar = await screen.findByRole('group', { name: 'A new version is available' });
    await waitFor(() => expect(bar).toBeVisible());
  },
};

/** Errors carry a title and go to the assertive live region. */
export const ErrorMessage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save without network' }));
    const bar = await screen.findByRole('group', { name: /^Not saved/ });
    await waitFor(() => expect(bar).toBeVisible());
    await expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
    await expect(screen.getByRole('log')).toBeEmptyDOMElement();
  },
};

/** The notification type: a custom colour (here purple, with white text) and an action. */
export const Notification: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a notification' }));
    const bar = await screen.findByRole('group', { name: /^Visit/ });
    await expect(getComputedStyle(bar).color).toBe('rgb(255, 255, 255)');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await expect(openPatient).toHaveBeenCalled();
    await waitFor(() => expect(bar).not.toBeInTheDocument());
  },
};

/** Three bars at most; the fourth appears when one is closed. */
export const Queue: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show five reminders' }));
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: /^Reminder/ })).toHaveLength(3),
    );
    await expect(screen.queryByRole('group', { name: 'Reminder 4 of 5' })).not.toBeInTheDocument();
    const [first] = screen.getAllByRole('button', { name: 'Dismiss message' });
    if (first) await userEvent.click(first);
    const fourth = await screen.findByRole('group', { name: 'Reminder 4 of 5' });
    await waitFor(() => expect(fourth).toBeVisible());
  },
};

/** Keyboard: Tab reaches the bars after the page; Escape closes one; focus stays in place. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Check for updates' });
    await userEvent.click(trigger);
    const bar = await screen.findByRole('group', { name: 'A new version is available' });
    screen.getByRole('button', { name: 'Dismiss message' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bar).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
