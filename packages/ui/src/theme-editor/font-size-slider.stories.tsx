import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { EXAMPLE_GRAMMAR } from './examples';
import { inNarrowBox, keptValue } from './kept-value';
import { FontSizeSlider } from './value-fields';

const KeptFontSizeSlider = keptValue(FontSizeSlider);

const meta = {
  title: 'Theming/FontSizeSlider',
  component: FontSizeSlider,
  tags: ['autodocs'],
  args: {
    label: 'Global font size',
    value: 16,
    ...EXAMPLE_GRAMMAR.globalFontSize,
    onChange: fn(),
  },
  decorators: [inNarrowBox],
  render: (args) => <KeptFontSizeSlider {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The global font size (Care: 5–30), a native range input with its value shown beside it. Every size of the theme scales with it.',
      },
    },
  },
} satisfies Meta<typeof FontSizeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moving the slider changes the size; the number beside it follows. */
export const Move: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Global font size' });
    const shown = canvas.getByRole('status');
    await expect(slider).toHaveValue('16');
    await expect(shown).toHaveTextContent('16');
    // A drag or an arrow key ends in the input's change event.
    fireEvent.change(slider, { target: { value: '18' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(18);
    await expect(shown).toHaveTextContent('18');
  },
};

/** The range ends at 5 and 30: the slider goes no further. */
export const Range: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Global font size' });
    await expect(slider).toHaveAttribute('min', '5');
    await expect(slider).toHaveAttribute('max', '30');
    fireEvent.change(slider, { target: { value: '40' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
    await expect(canvas.getByRole('status')).toHaveTextContent('30');
    fireEvent.change(slider, { target: { value: '1' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('5');
  },
};
