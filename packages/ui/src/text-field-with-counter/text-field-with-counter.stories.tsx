import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { TextFieldWithCounter } from './text-field-with-counter';

const meta = {
  title: 'Forms/TextFieldWithCounter',
  component: TextFieldWithCounter,
  tags: ['autodocs'],
  args: {
    label: 'Document name',
    value: '',
    maxLength: 80,
    remainingLabel: (n: number) => `${n} characters left`,
    onChange: fn(),
  },
  // The field is controlled: the story keeps the value, as a form would.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextFieldWithCounter
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <Box maxWidth="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TextFieldWithCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing updates the count; the description tells the count on focus. */
export const Empty: Story = {
  args: { required: true, helperText: 'Shown in the documents list' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Document name' });
    await expect(input).toBeRequired();
    await userEvent.type(input, 'Care plan');
    await expect(canvas.getByText('9 / 80')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Care plan');
    await expect(input).toHaveAccessibleDescription('Shown in the documents list 9 / 80');
  },
};

/** Near the limit the remaining count is announced once typing pauses. */
export const NearLimit: Story = {
  args: { value: 'Quarterly review of the nutrition plan for the east wing' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Document name' });
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.type(input, ' and the garden rooms');
    await expect(canvas.getByText('77 / 80')).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('3 characters left'), { timeout: 2000 });
  },
};

/** At the maximum the field takes no more characters. */
export const AtLimit: Story = {
  args: { label: 'Room', maxLength: 10, value: 'East wing' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Room' });
    await userEvent.type(input, ' 12');
    await expect(input).toHaveValue('East wing ');
    await expect(canvas.getByText('10 / 10')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('0 characters left'));
  },
};

/** A text area, as for a document's description (max 1000). */
export const Multiline: Story = {
  args: { label: 'Description', maxLength: 1000, multiline: true, rows: 5 },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'Breakfast at 8.{Enter}Walk after lunch.');
    await expect(area).toHaveValue('Breakfast at 8.\nWalk after lunch.');
    await expect(canvas.getByText('33 / 1000')).toBeVisible();
  },
};

/** An invalid field shows its error, which is also part of the description. */
export const WithError: Story = {
  args: { required: true, invalid: true, errorText: 'The document name is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Document name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('The document name is required 0 / 80');
  },
};

/** Read only (a document opened with R permission): focusable, not editable. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: 'Medication schedule' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Document name' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Medication schedule');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Medication schedule' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Document name' })).toBeDisabled();
  },
};

/** Large, for touch screens and older eyes. */
export const Large: Story = {
  args: { size: 'lg', label: 'Room', maxLength: 20 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Room' }), 'Garden 4');
    await expect(canvas.getByText('8 / 20')).toBeVisible();
  },
};
