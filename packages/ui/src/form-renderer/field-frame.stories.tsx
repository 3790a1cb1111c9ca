import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect } from 'storybook/test';
import { controlAria, FieldFrame, inputClass, type FieldFrameProps } from './fields/field-frame';
import { inStoryForm, SIZE_ARG } from './story-form';

type Args = Omit<FieldFrameProps, 'children' | 'errorText'>;

const REQUIRED = 'This field is required';

/** A room number in a frame: left empty while required, it says so on leaving it. */
function RoomField(args: Args) {
  const [value, setValue] = useState('');
  const [left, setLeft] = useState(false);
  const errorText = args.required && left && value.trim() === '' ? REQUIRED : undefined;
  return (
    <FieldFrame {...args} errorText={errorText}>
      <input
        className={inputClass(args.size)}
        {...controlAria(args.id, Boolean(args.helperText), errorText)}
        required={args.required}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={() => setLeft(true)}
      />
    </FieldFrame>
  );
}

const meta = {
  title: 'Forms/FieldFrame',
  component: FieldFrame as ComponentType<Args>,
  tags: ['autodocs'],
  args: { id: 'room', label: 'Room', size: 'md', helperText: 'As written on the door' },
  argTypes: { size: SIZE_ARG },
  render: (args) => <RoomField {...args} />,
  decorators: [inStoryForm],
  parameters: {
    docs: {
      description: {
        component: [
          "A label above one control, with hint and error below: the building block of an app's own",
          'one-control field type (see FormRenderer). Wire the control with `controlAria(id, hasHelper,',
          'errorText)`: the label names it, the hint and the error describe it, the error marks it',
          'invalid. The required star is decorative (the control itself is `required`).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control (a click on it focuses the control) and the hint describes it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Room'));
    const room = canvas.getByRole('textbox', { name: 'Room' });
    await expect(room).toHaveFocus();
    await expect(room).toHaveAccessibleDescription('As written on the door');
    await userEvent.keyboard('214');
    await expect(room).toHaveValue('214');
  },
};

/** Required: the star is not read out; left empty, the error describes the control until filled in. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    const room = canvas.getByRole('textbox', { name: 'Room' });
    await expect(room).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
    await userEvent.tab();
    await expect(room).toHaveFocus();
    await userEvent.tab();
    await expect(room).toBeInvalid();
    await expect(room).toHaveAccessibleDescription(`As written on the door ${REQUIRED}`);
    await userEvent.type(room, '12');
    await expect(room).toBeValid();
    await expect(canvas.queryByText(REQUIRED)).toBeNull();
  },
};

/** A highlighted (`vip`) field: its label is bold. */
export const Highlighted: Story = {
  args: { vip: true, helperText: undefined },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Room');
    await expect(getComputedStyle(label).fontWeight).toBe('700');
    await expect(canvas.getByRole('textbox', { name: 'Room' })).not.toHaveAccessibleDescription();
  },
};

/** The sizes for touch screens and older eyes: the larger, the larger label and control. */
export const Sizes: Story = {
  render: (args) => (
    <>
      <RoomField {...args} id="room-sm" label="Small" size="sm" />
      <RoomField {...args} id="room-xl" label="Extra large" size="xl" />
    </>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('textbox', { name: 'Small' });
    const large = canvas.getByRole('textbox', { name: 'Extra large' });
    await expect(large.offsetHeight).toBeGreaterThan(small.offsetHeight);
    const fontSize = (text: string) =>
      Number.parseFloat(getComputedStyle(canvas.getByText(text)).fontSize);
    await expect(fontSize('Extra large')).toBeGreaterThan(fontSize('Small'));
  },
};
