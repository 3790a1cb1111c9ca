import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReadOnlyValue } from './fields/field-frame';
import { inStoryForm, SIZE_ARG } from './story-form';

const meta = {
  title: 'Forms/ReadOnlyValue',
  component: ReadOnlyValue,
  tags: ['autodocs'],
  args: { label: 'Guest code', size: 'md', children: 'G-0042' },
  argTypes: { size: SIZE_ARG },
  decorators: [inStoryForm],
  parameters: {
    docs: {
      description: {
        component:
          'A read-only field in edit mode: its label, then its value as text. Nothing to operate, nothing in the tab order.',
      },
    },
  },
} satisfies Meta<typeof ReadOnlyValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value reads as text under its label; there is no control to reach or change. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Guest code')).toBeVisible();
    await expect(canvas.getByText('G-0042')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** A highlighted (`vip`) value: its label is bold; the large size reads larger. */
export const HighlightedLarge: Story = {
  args: { vip: true, size: 'xl' },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Guest code');
    await expect(getComputedStyle(label).fontWeight).toBe('700');
    const value = canvas.getByText('G-0042');
    await expect(Number.parseFloat(getComputedStyle(value).fontSize)).toBeGreaterThan(16);
  },
};
