import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EXAMPLE_FONTS, type ExampleFont } from './examples';
import { inNarrowBox, keptValue } from './kept-value';
import { FontField } from './value-fields';

const KeptFontField = keptValue(FontField<ExampleFont>);

const meta = {
  title: 'Theming/FontField',
  component: FontField<ExampleFont>,
  tags: ['autodocs'],
  args: { label: 'Text font', value: 'Roboto', fonts: EXAMPLE_FONTS, onChange: fn() },
  argTypes: { value: { control: 'select', options: EXAMPLE_FONTS } },
  decorators: [inNarrowBox],
  render: (args) => <KeptFontField {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'One of the offered font families, as a native select (fine on touch screens). Only an offered family reaches `onChange`.',
      },
    },
  },
} satisfies Meta<typeof KeptFontField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offered families, the current one chosen; picking another passes it on. */
export const Choose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const font = canvas.getByRole('combobox', { name: 'Text font' });
    await expect(
      within(font)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Helvetica Now Text', 'Rubik', 'Roboto']);
    await expect(font).toHaveDisplayValue('Roboto');
    await userEvent.selectOptions(font, 'Rubik');
    await expect(args.onChange).toHaveBeenLastCalledWith('Rubik');
    await expect(font).toHaveDisplayValue('Rubik');
  },
};
