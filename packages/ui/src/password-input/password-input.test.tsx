import { screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { PasswordInput, type PasswordInputProps } from './password-input';

const labels = {
  label: 'Password',
  showPasswordLabel: 'Show password',
  hidePasswordLabel: 'Hide password',
} as const;

function setup(props: Partial<PasswordInputProps> = {}) {
  return renderUi(<PasswordInput {...labels} {...props} />);
}

/** Password inputs have no ARIA role: found by their label, as a person does. */
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('PasswordInput', () => {
  it('is a labelled password field that browsers may fill in', () => {
    setup({ name: 'password' });
    const input = passwordField();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('name', 'password');
  });

  it('shows and hides the password with the toggle, keeping focus and value', async () => {
    const { user } = setup();
    await user.type(passwordField(), 's3cret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('s3cret');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveFocus();
    expect(hide).toHaveAttribute('aria-controls', passwordField().id);
    await user.click(hide);
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
  });

  it('is operable by keyboard alone', async () => {
    const { user } = setup();
    await user.tab();
    expect(passwordField()).toHaveFocus();
    await user.keyboard('abc');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('abc');
    await user.keyboard(' ');
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('never submits a form with the toggle', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderUi(
      <form onSubmit={onSubmit}>
        <PasswordInput {...labels} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be controlled', async () => {
    const onVisibleChange = vi.fn();
    function Controlled() {
      const [visible, setVisible] = useState(true);
      return (
        <PasswordInput
          {...labels}
          visible={visible}
          onVisibleChange={(next) => {
            onVisibleChange(next);
            setVisible(next);
          }}
        />
      );
    }
    const { user } = renderUi(<Controlled />);
    expect(screen.getByRole('textbox', { name: 'Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(onVisibleChange).toHaveBeenCalledWith(false);
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('passes input props and the ref through (form libraries)', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const { user } = setup({ ref, onChange, autoComplete: 'new-password', required: true });
    await user.type(passwordField(), 'x');
    expect(onChange).toHaveBeenCalled();
    expect(ref.current).toBe(passwordField());
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordField()).toBeRequired();
  });

  it('describes the field with its hint and, while invalid, its error', () => {
    setup({ helperText: 'At least 8 characters', invalid: true, errorText: 'Wrong password' });
    expect(passwordField()).toBeInvalid();
    expect(passwordField()).toHaveAccessibleDescription('At least 8 characters Wrong password');
  });

  it('warns while Caps Lock is on', async () => {
    const { user } = setup({ capsLockWarning: 'Caps Lock is on' });
    await user.click(passwordField());
    expect(screen.queryByText('Caps Lock is on')).not.toBeInTheDocument();
    await user.keyboard('{CapsLock}A');
    expect(screen.getByText('Caps Lock is on')).toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription('Caps Lock is on');
    await user.keyboard('{CapsLock}a');
    expect(screen.queryByText('Caps Lock is on')).not.toBeInTheDocument();
  });

  it('disables the toggle with the field', () => {
    setup({ disabled: true });
    expect(passwordField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
