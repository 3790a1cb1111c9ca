import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EXAMPLE_GRAMMAR, EXAMPLE_LABELS } from './examples';
import { inNarrowBox, keptValue } from './kept-value';
import { ColorField } from './value-fields';

const KeptColorField = keptValue(ColorField);

const meta = {
  title: 'Theming/ColorField',
  component: ColorField,
  tags: ['autodocs'],
  args: {
    label: 'Primary colour',
    value: '#1976d2',
    isColor: EXAMPLE_GRAMMAR.isColor,
    toHex: EXAMPLE_GRAMMAR.toHex,
    swatches: EXAMPLE_GRAMMAR.swatches,
    labels: EXAMPLE_LABELS.color,
    onChange: fn(),
  },
  argTypes: {
    isColor: { control: false },
    toHex: { control: false },
    labels: { control: false },
  },
  decorators: [inNarrowBox],
  render: (args) => <KeptColorField {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'A colour as exact text (any colour of the grammar), the browser colour picker and the 15',
          'preset swatches behind a toggle (`aria-expanded`; the chosen swatch is `aria-pressed`).',
          'Only a valid colour reaches `onChange`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed text: a valid colour is passed on at once. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const text = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(text);
    await userEvent.type(text, '#00695c');
    await expect(args.onChange).toHaveBeenLastCalledWith('#00695c');
    await expect(canvas.getByLabelText('Primary colour: colour picker')).toHaveValue('#00695c');
  },
};

/** The 15 preset swatches, opened and used by keyboard. */
export const PresetSwatches: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Preset colours for Primary colour' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const swatches = canvas.getByRole('group', { name: 'Preset colours for Primary colour' });
    const buttons = within(swatches).getAllByRole('button');
    await expect(buttons).toHaveLength(15);
    await expect(within(swatches).getByRole('button', { name: 'Use #1976d2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(swatches).getByRole('button', { name: 'Use #C2185B' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('#C2185B');
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#C2185B');
  },
};

/** An invalid colour is kept in the field, marked, and never passed on. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const text = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(text);
    await userEvent.type(text, 'red;} body');
    await expect(text).toBeInvalid();
    await expect(text).toHaveAccessibleErrorMessage(
      'Enter a colour such as #1976d2 or rgb(25, 118, 210).',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
