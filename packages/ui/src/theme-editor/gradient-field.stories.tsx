import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { EXAMPLE_GRAMMAR, EXAMPLE_LABELS, EXAMPLE_THEME } from './examples';
import { GradientField, type GradientFieldProps } from './gradient-field';
import type { EditableGradient } from './types';

type Props = GradientFieldProps<EditableGradient>;

/** Keeps the gradient, as the editor does: each valid change is drawn again. */
function Harness(props: Props) {
  const [gradient, setGradient] = useState(props.gradient);
  return (
    <GradientField
      {...props}
      gradient={gradient}
      onChange={(next) => {
        props.onChange(next);
        setGradient(next);
      }}
    />
  );
}

const meta = {
  title: 'Theming/GradientField',
  component: GradientField<EditableGradient>,
  tags: ['autodocs'],
  args: {
    name: 'Header',
    gradient: EXAMPLE_THEME.gradients.header,
    stopsRange: EXAMPLE_GRAMMAR.gradientStops,
    normalizeAngle: EXAMPLE_GRAMMAR.normalizeAngle,
    isColor: EXAMPLE_GRAMMAR.isColor,
    toHex: EXAMPLE_GRAMMAR.toHex,
    swatches: EXAMPLE_GRAMMAR.swatches,
    labels: EXAMPLE_LABELS.fields.gradients,
    colorLabels: EXAMPLE_LABELS.color,
    range: EXAMPLE_LABELS.range,
    onChange: fn(),
  },
  argTypes: {
    normalizeAngle: { control: false },
    isColor: { control: false },
    toHex: { control: false },
    labels: { control: false },
    colorLabels: { control: false },
    range: { control: false },
  },
  decorators: [
    (Story) => (
      <Box maxW="xl">
        <Story />
      </Box>
    ),
  ],
  render: (args) => <Harness {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'A linear gradient: its angle (any number, wrapped into 0–360 on leaving the field) and its',
          'colour stops, each a colour and a position (0–100 %). Stops are added up to',
          '`stopsRange.max` (Care: 3), each at 100 % in the last colour, and removed down to',
          '`stopsRange.min` (Care: 2).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADD = 'Add a colour to the Header gradient';

/** Up to three stops: a stop is added in the last colour, then the add button goes. */
export const AddAndRemoveStops: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: /^Remove colour/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: ADD }));
    await expect(canvas.getByRole('textbox', { name: 'Header: colour 3' })).toHaveValue('#0d47a1');
    await expect(
      canvas.getByRole('spinbutton', { name: 'Header: position of colour 3 (%)' }),
    ).toHaveValue(100);
    await expect(canvas.queryByRole('button', { name: ADD })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove colour 1 of the Header gradient' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      angle: 90,
      stops: [
        { color: '#0d47a1', position: 100 },
        { color: '#0d47a1', position: 100 },
      ],
    });
    await expect(canvas.getByRole('textbox', { name: 'Header: colour 1' })).toHaveValue('#0d47a1');
    await expect(canvas.queryByRole('textbox', { name: 'Header: colour 3' })).toBeNull();
    await expect(canvas.getByRole('button', { name: ADD })).toBeVisible();
  },
};

/** A stop's colour and position; a position above 100 % says the range and is not applied. */
export const EditAStop: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const colour = canvas.getByRole('textbox', { name: 'Header: colour 2' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#00695c');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      angle: 90,
      stops: [
        { color: '#1976d2', position: 0 },
        { color: '#00695c', position: 100 },
      ],
    });
    const position = canvas.getByRole('spinbutton', { name: 'Header: position of colour 1 (%)' });
    await userEvent.clear(position);
    await userEvent.type(position, '150');
    await expect(position).toHaveAccessibleErrorMessage('Enter a number from 0 to 100.');
    await expect(args.onChange).not.toHaveBeenCalledWith(
      expect.objectContaining({
        stops: expect.arrayContaining([{ color: '#1976d2', position: 150 }]),
      }),
    );
  },
};

/** The angle takes any number and shows it wrapped on leaving the field (450° is 90°). */
export const Angle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const angle = canvas.getByRole('spinbutton', { name: 'Header: angle (degrees)' });
    await userEvent.clear(angle);
    await userEvent.type(angle, '450');
    await userEvent.tab();
    await expect(angle).toHaveValue(90);
    await userEvent.clear(angle);
    await userEvent.type(angle, '45');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ angle: 45 }));
  },
};
