import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EXAMPLE_GRAMMAR } from './examples';
import { inNarrowBox, keptValue } from './kept-value';
import { NumberField } from './value-fields';

const KeptNumberField = keptValue(NumberField);

const meta = {
  title: 'Theming/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: {
    label: 'Body text',
    value: 16,
    min: 0,
    max: 120,
    errorText: 'Enter a number from 0 to 120.',
    onChange: fn(),
  },
  argTypes: { wrap: { control: false } },
  decorators: [inNarrowBox],
  render: (args) => <KeptNumberField {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'A number in a range (a font size, a gradient stop position). An empty or out-of-range entry',
          'stays in the field, marked invalid with `errorText` under it, and is not applied; with',
          '`wrap` any number is taken and turned into the range (an angle: 370° becomes 10°).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A font size, 0–120: an entry out of range says the range and is not applied. */
export const InRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const size = canvas.getByRole('spinbutton', { name: 'Body text' });
    await expect(size).toHaveAttribute('max', '120');
    await userEvent.clear(size);
    await userEvent.type(size, '130');
    await expect(size).toBeInvalid();
    await expect(size).toHaveAccessibleErrorMessage('Enter a number from 0 to 120.');
    await expect(args.onChange).not.toHaveBeenCalledWith(130);
    await userEvent.clear(size);
    await userEvent.type(size, '0');
    await expect(size).toBeValid();
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** An emptied field is marked, and nothing is applied until a number is typed. */
export const Emptied: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const size = canvas.getByRole('spinbutton', { name: 'Body text' });
    await userEvent.clear(size);
    await expect(size).toBeInvalid();
    await expect(size).toHaveAccessibleErrorMessage('Enter a number from 0 to 120.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(size, '18');
    await expect(args.onChange).toHaveBeenLastCalledWith(18);
  },
};

/** An angle: any number is taken and wrapped into 0–360 (−90 becomes 270). */
export const Wrapped: Story = {
  args: {
    label: 'Header: angle (degrees)',
    value: 90,
    min: 0,
    max: 360,
    wrap: EXAMPLE_GRAMMAR.normalizeAngle,
    errorText: 'Enter a number from 0 to 360.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const angle = canvas.getByRole('spinbutton', { name: 'Header: angle (degrees)' });
    await expect(angle).not.toHaveAttribute('max');
    await userEvent.clear(angle);
    await userEvent.type(angle, '-90');
    await userEvent.tab();
    await expect(angle).toHaveValue(270);
    await expect(args.onChange).toHaveBeenLastCalledWith(270);
  },
};
