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
    docs: {
      story: { inline: false, iframeHeight: 420 },
      description: {
        component: [
          'The loading kinds (docs/behaviour/shell-and-session.md#loading-kinds), as `variant`:',
          '`app` (start-up skeleton of the shell; `page` is its earlier name and still works),',
          '`general` (a layer over the whole page), `local` (a layer over',
          "a panel), `local-lite` (a small badge in a panel's corner that blocks nothing) and `none`.",
          'Each is a `role="status"` named by its visible label: screen readers hear the label, not the',
          'decoration. The overlays block the pointer, not the keyboard: disable the control that started',
          'the work.',
        ].join('\n'),
      },
    },
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

/** A refresh that blocks nothing: a small badge in the panel's corner. */
export const LocalLite: Story = {
  args: { variant: 'local-lite', label: 'Refreshing…' },
  parameters: { layout: 'padded', docs: { story: { inline: true } } },
  render: (args) => (
    <Box position="relative" borderWidth="1px" borderRadius="l2" padding="6" minHeight="48">
      <Text>Documents</Text>
      <LoadingOverlay {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Refreshing…' })).toBeVisible();
    await expect(canvas.getByText('Documents')).toBeVisible();
  },
};

/** A short wait that blocks the whole page, over what is already there. */
export const General: Story = {
  args: { variant: 'general', label: 'Applying the theme…' },
  render: (args) => (
    <Box padding="6">
      <Text>Settings</Text>
      <LoadingOverlay {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Applying the theme…' })).toBeVisible();
  },
};

/** `none`: nothing at all. */
export const None: Story = {
  args: { variant: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
