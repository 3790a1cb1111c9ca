import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { GroupFrame, type GroupFrameProps } from './fields/field-frame';
import { FORM_CLASSES as c, sized } from './form-styles';
import { inStoryForm, SIZE_ARG } from './story-form';

type Args = Omit<GroupFrameProps, 'children' | 'errorText'>;

const DIETS = ['Normal', 'Diabetic', 'Vegetarian'];
const CHOOSE = 'Choose a diet';

/** Three radios in a frame; "Check" says when none is chosen, as a submit would. */
function DietField(args: Args) {
  const [diet, setDiet] = useState('');
  const [checked, setChecked] = useState(false);
  const errorText = checked && diet === '' ? CHOOSE : undefined;
  return (
    <>
      <GroupFrame {...args} errorText={errorText}>
        {DIETS.map((name, index) => (
          <label key={name} className={`${c.choice} ${sized('text', args.size)}`}>
            <input
              className={c.choiceInput}
              type="radio"
              id={index === 0 ? args.id : `${args.id}-${index}`}
              name={args.id}
              checked={diet === name}
              required={args.required}
              onChange={() => setDiet(name)}
            />
            {name}
          </label>
        ))}
      </GroupFrame>
      <button type="button" className={sized('button', args.size)} onClick={() => setChecked(true)}>
        Check
      </button>
    </>
  );
}

const meta = {
  title: 'Forms/GroupFrame',
  component: GroupFrame as ComponentType<Args>,
  tags: ['autodocs'],
  args: { id: 'diet', label: 'Diet', size: 'md', helperText: 'As the doctor prescribed' },
  argTypes: { size: SIZE_ARG },
  render: (args) => <DietField {...args} />,
  decorators: [inStoryForm],
  parameters: {
    docs: {
      description: {
        component: [
          'A `fieldset` whose `legend` is the label, for a field made of several controls (radios,',
          'checkboxes, an upload). The hint and the error describe the whole group; the first',
          "control carries the field's `id` (focused when the form points at a problem).",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group named by its legend and described by its hint; the arrow keys move the choice. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Diet' });
    await expect(group).toHaveAccessibleDescription('As the doctor prescribed');
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: 'Normal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: 'Diabetic' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Normal' })).not.toBeChecked();
  },
};

/** Required and left empty: the error describes the group until a choice is made. */
export const RequiredError: Story = {
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Diet' });
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(group).toHaveAccessibleDescription(`As the doctor prescribed ${CHOOSE}`);
    await expect(canvas.getByText(CHOOSE)).toBeVisible();
    await userEvent.click(within(group).getByRole('radio', { name: 'Vegetarian' }));
    await expect(group).toHaveAccessibleDescription('As the doctor prescribed');
    await expect(canvas.queryByText(CHOOSE)).toBeNull();
  },
};

/** A highlighted (`vip`) group: its legend is bold. */
export const Highlighted: Story = {
  args: { vip: true },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Diet')).fontWeight).toBe('700');
  },
};
