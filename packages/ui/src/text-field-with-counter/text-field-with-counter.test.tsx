import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { TextFieldWithCounter, type TextFieldWithCounterProps } from './text-field-with-counter';

type Props = Omit<TextFieldWithCounterProps, 'value' | 'onChange'> & {
  initialValue?: string;
  onChange?: (value: string) => void;
};

/** The field as a form uses it: state held by the caller. */
function Controlled({ initialValue = '', onChange, ...props }: Props) {
  const [value, setValue] = useState(initialValue);
  return (
    <TextFieldWithCounter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const base = {
  label: 'Name',
  maxLength: 10,
  remainingLabel: (n: number) => `${n} characters left`,
};

describe('TextFieldWithCounter', () => {
  it('is a labelled input whose description includes hint and count', () => {
    renderUi(<Controlled {...base} helperText="As on the identity card" initialValue="Ada" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAccessibleDescription('As on the identity card 3 / 10');
  });

  it('counts while typing and reports each value', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled {...base} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('Grace');
  });

  it('stops typing at the maximum', async () => {
    const { user } = renderUi(<Controlled {...base} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'Maria Montessori');
    expect(input).toHaveValue('Maria Mont');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
  });

  it('announces the remaining characters once typing pauses near the limit', async () => {
    // The debounce itself is covered with fake timers in the CharacterCounter tests.
    const { user } = renderUi(<Controlled {...base} announceDelay={100} />);
    const status = screen.getByRole('status');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Florence');
    await waitFor(() => expect(status).toHaveTextContent('2 characters left'));
  });

  it('renders a text area when multiline', () => {
    renderUi(<Controlled {...base} label="Description" multiline rows={6} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '6');
  });

  it('marks required and invalid fields, with the error in the description', () => {
    renderUi(<Controlled {...base} required invalid errorText="The name is required" />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The name is required 0 / 10');
  });

  it('does not show an error while valid', () => {
    renderUi(<Controlled {...base} errorText="The name is required" />);
    expect(screen.queryByText('The name is required')).not.toBeInTheDocument();
  });

  it('can be read only or disabled', async () => {
    const onChange = vi.fn();
    const { user, unmount } = renderUi(
      <Controlled {...base} readOnly initialValue="Ada" onChange={onChange} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    expect(onChange).not.toHaveBeenCalled();
    unmount();
    renderUi(<Controlled {...base} disabled />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});
