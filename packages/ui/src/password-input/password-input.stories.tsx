import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: {
    label: 'Password',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
    name: 'password',
    onVisibleChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxWidth="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Password inputs have no ARIA role: found by their label, as a person does. */
const PASSWORD = /^Password/;

/** Type, show, hide: the toggle's name says what pressing it will do. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(PASSWORD, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('correct horse');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Keyboard only: Tab to the toggle, Enter or Space to switch. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(PASSWORD, { selector: 'input' }));
    await userEvent.keyboard('secret');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

/** A failed login: the error is shown and describes the field. */
export const WithError: Story = {
  args: { required: true, invalid: true, errorText: 'Wrong user name or password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(PASSWORD, { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Wrong user name or password');
  },
};

/** The optional Caps Lock warning appears while Caps Lock is on. */
export const CapsLockWarning: Story = {
  args: { capsLockWarning: 'Caps Lock is on', helperText: 'Passwords are case-sensitive' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(PASSWORD, { selector: 'input' }));
    await userEvent.keyboard('{CapsLock}A');
    await expect(canvas.getByText('Caps Lock is on')).toBeVisible();
    await userEvent.keyboard('{CapsLock}a');
    await expect(canvas.queryByText('Caps Lock is on')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(PASSWORD, { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** Large, as on the login page (touch screens, older eyes). */
export const Large: Story = {
  args: { size: 'lg', required: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(PASSWORD, { selector: 'input' }), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret');
  },
};
