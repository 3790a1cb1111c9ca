import { Box, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Identicon } from './identicon';

const meta = {
  title: 'Media/Identicon',
  component: Identicon,
  tags: ['autodocs'],
  args: { id: 'guest-1024' },
  decorators: [
    (Story) => (
      <Box w="10" h="10" borderRadius="full" overflow="hidden">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "The picture of a person without photo or initials (Avatar's last fallback): 5×5 cells,",
          'mirrored, in one hue, drawn here from a hash of the id, so no third-party service ever',
          'sees the id. Decorative: the avatar around it carries the name.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Identicon>;

export default meta;
type Story = StoryObj<typeof meta>;

const pictures = (root: HTMLElement) => [...root.querySelectorAll('svg[data-identicon]')];
const drawing = (svg: Element) =>
  [...svg.children].map((part) => `${part.getAttribute('d')} ${part.getAttribute('fill')}`).join();

/** It fills its box and is hidden from assistive technology (decorative). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [svg] = pictures(canvasElement);
    await expect(svg?.getBoundingClientRect().width).toBe(40);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The same id draws the same picture every time; other ids draw other pictures. */
export const OnePicturePerId: Story = {
  decorators: [
    (Story) => (
      <HStack gap="3">
        <Story />
      </HStack>
    ),
  ],
  render: () => (
    <>
      {['guest-1', 'guest-2', 'guest-1', 'guest-3'].map((id, index) => (
        <Box key={index} w="10" h="10">
          <Identicon id={id} />
        </Box>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const [first, second, again, third] = pictures(canvasElement).map(drawing);
    await expect(again).toBe(first);
    await expect(second).not.toBe(first);
    await expect(third).not.toBe(first);
    await expect(third).not.toBe(second);
  },
};
