import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CharacterCounter } from './character-counter';

const meta = {
  title: 'Forms/CharacterCounter',
  component: CharacterCounter,
  tags: ['autodocs'],
  args: {
    count: 12,
    max: 80,
    remainingLabel: (n: number) => `${n} characters left`,
  },
  argTypes: {
    count: { control: { type: 'range', min: 0, max: 80 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Shows "count / max" under a text field. Colours change above 80 %, above 90 % and at 100 % ' +
          '(`care.counter.*` tokens). Screen readers hear the remaining count through a polite live ' +
          'region, from 80 % on and only after typing pauses (500 ms); see TextFieldWithCounter.',
      },
    },
  },
} satisfies Meta<typeof CharacterCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('12 / 80')).toBeVisible();
    await expect(canvasElement.querySelector('[data-level]')).toHaveAttribute(
      'data-level',
      'normal',
    );
    // Nothing is announced on mount.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Above 80 %: first alert colour. */
export const AboveEightyPercent: Story = {
  args: { count: 66 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('66 / 80')).toBeVisible();
    await expect(canvasElement.querySelector('[data-level]')).toHaveAttribute(
      'data-level',
      'caution',
    );
  },
};

/** Above 90 %: second alert colour. */
export const AboveNinetyPercent: Story = {
  args: { count: 75 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-level]')).toHaveAttribute('data-level', 'high');
  },
};

/** At the maximum. */
export const AtLimit: Story = {
  args: { count: 80 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-level]')).toHaveAttribute(
      'data-level',
      'limit',
    );
  },
};

/** With `countLabel`, assistive technology reads a sentence instead of "66 / 80". */
export const WithCountLabel: Story = {
  args: { count: 66, countLabel: (count: number, max: number) => `${count} of ${max} characters` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('66 of 80 characters')).toBeInTheDocument();
  },
};
