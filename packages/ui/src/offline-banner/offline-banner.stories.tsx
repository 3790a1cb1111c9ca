import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { OfflineBanner } from './offline-banner';
import { useOnlineStatus } from './use-online-status';

const healthCheck = fn(async () => true);

/** The app shell's use: the hook decides, the banner shows. */
function ShellWithHook({ message }: { message: string }) {
  const { online, checking } = useOnlineStatus({ check: healthCheck, intervalMs: 200 });
  return (
    <Box>
      <OfflineBanner offline={!online} message={message} />
      <Text padding="4">{checking ? 'Reconnecting…' : 'Guest list'}</Text>
    </Box>
  );
}

const meta = {
  title: 'Feedback/OfflineBanner',
  component: OfflineBanner,
  tags: ['autodocs'],
  args: { offline: true, message: 'No network connection. Changes cannot be saved.' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Shown while `offline` is true, with the `utils.networkOffline` text. Its polite',
          '`role="status"` region is always in the page, so the text is announced when it appears.',
          '',
          '`useOnlineStatus({ check, intervalMs = 2000 })` decides: offline as soon as the browser says so;',
          'back online only when `check()` (the app fetches its health endpoint) resolves true, tried at once',
          'and then every 2 s. Design decisions: one check may take at most `timeoutMs`',
          '(10 s) before it is aborted and counted as failed; while the browser is back but checks have not',
          'passed, the hook reports `checking: true` (the banner stays up); nothing is announced when the',
          'network returns (the banner simply goes; an app may show a message bar).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No network connection. Changes cannot be saved.',
    );
    await expect(canvas.getByText(/No network connection/)).toBeVisible();
  },
};

/** Online: the live region is there, empty and without height. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** With the hook: the browser goes offline, then back; the banner goes once the check passes. */
export const FollowingTheNetwork: Story = {
  render: (args) => <ShellWithHook message={args.message} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(canvas.getByText(/No network connection/)).toBeVisible());
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
    await expect(healthCheck).toHaveBeenCalled();
  },
};
