import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { label: 'Loading Care…' },
  parameters: {
    layout: 'fullscreen',
    // The page variant is position: fixed; in the docs page each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start-up: the app shell as a skeleton, with the sidebar on desktop. */
export const Page: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status', { name: 'Loading Care…' });
    await expect(status).toBeVisible();
    await expect(canvasElement.querySelector('aside')).toBeVisible();
  },
};

/** Below 868px the skeleton has a top bar and no sidebar. */
export const PageOnMobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Care…' })).toBeVisible();
    await expect(canvasElement.querySelector('aside')).not.toBeVisible();
  },
};

/** A busy panel: the overlay covers its nearest positioned ancestor. */
export const Local: Story = {
  args: { variant: 'local', label: 'Loading documents…' },
  parameters: { layout: 'padded', docs: { story: { inline: true } } },
  render: (args) => (
    <Box position="relative" borderWidth="1px" borderRadius="l2" padding="6" minHeight="48">
      <Text>Documents</Text>
      <LoadingOverlay {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading documents…' })).toBeVisible();
  },
};
