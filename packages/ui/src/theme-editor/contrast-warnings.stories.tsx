import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContrastWarnings } from './contrast-warnings';

const meta = {
  title: 'Theming/ContrastWarnings',
  component: ContrastWarnings,
  tags: ['autodocs'],
  args: {
    title: 'Some texts may be hard to read',
    warnings: [
      {
        key: 'text.muted backgrounds.page',
        text: 'Secondary text on Page: contrast 1.36:1, at least 4.5:1 is recommended.',
      },
      {
        key: 'buttons.primary.text buttons.primary.background',
        text: 'Primary button text on Primary button: contrast 2.1:1, at least 4.5:1 is recommended.',
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          "A contrast guard's findings: a `note` named by its title, one line per pair below the",
          'WCAG minimum (4.5:1, 3:1 for large text). It informs and never blocks saving or applying;',
          'it renders nothing without warnings.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ContrastWarnings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pairs below the minimum. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Some texts may be hard to read' });
    await expect(within(note).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Every pair reads well: nothing is shown. */
export const None: Story = {
  args: { warnings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};
