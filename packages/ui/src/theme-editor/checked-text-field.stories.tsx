import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EXAMPLE_GRAMMAR, EXAMPLE_LABELS } from './examples';
import { inNarrowBox, keptValue } from './kept-value';
import { CheckedTextField } from './value-fields';

const KeptCheckedTextField = keptValue(CheckedTextField);

const meta = {
  title: 'Theming/CheckedTextField',
  component: CheckedTextField,
  tags: ['autodocs'],
  args: {
    label: 'Corner radius',
    value: '4px',
    isValid: EXAMPLE_GRAMMAR.isLength,
    errorText: EXAMPLE_LABELS.lengthInvalid,
    onChange: fn(),
  },
  argTypes: { isValid: { control: false } },
  decorators: [inNarrowBox],
  render: (args) => <KeptCheckedTextField {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'A text value checked by `isValid` (the editor: a CSS length such as the corner radius).',
          'Only a valid value reaches `onChange`, trimmed; an invalid entry stays in the field,',
          'marked invalid, with `errorText` under it.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof CheckedTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid length is passed on as it is typed, without the spaces around it. */
export const Valid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const radius = canvas.getByRole('textbox', { name: 'Corner radius' });
    await expect(radius).toHaveValue('4px');
    await userEvent.clear(radius);
    await userEvent.type(radius, ' 0.5rem ');
    await expect(radius).toBeValid();
    await expect(args.onChange).toHaveBeenLastCalledWith('0.5rem');
  },
};

/** An invalid entry is kept, marked and explained, and never passed on; correcting it clears the mark. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const radius = canvas.getByRole('textbox', { name: 'Corner radius' });
    await userEvent.clear(radius);
    await userEvent.type(radius, '4 pixels');
    await expect(radius).toHaveValue('4 pixels');
    await expect(radius).toBeInvalid();
    await expect(radius).toHaveAccessibleErrorMessage('Enter a length such as 4px, 0.5rem or 0.');
    await expect(args.onChange).not.toHaveBeenCalledWith('4 pixels');
    await userEvent.clear(radius);
    await userEvent.type(radius, '8px');
    await expect(radius).toBeValid();
    await expect(canvas.queryByText('Enter a length such as 4px, 0.5rem or 0.')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith('8px');
  },
};
