import { Button } from '@chakra-ui/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { defineFieldType } from './define-field-type';
import { dietField, exampleMessages, exampleTranslate, everyTypeFields } from './examples';
import { FormRenderer, type FormRendererProps } from './form-renderer';
import { createFieldRegistry, defaultFieldRegistry } from './registry';
import type { FieldDefinition, FieldEditProps, FormValues } from './types';
import { useFormRenderer, type FormController, type FormProblem } from './use-form-renderer';

function renderForm(props: Partial<FormRendererProps> & { fields: readonly FieldDefinition[] }) {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  const result = renderUi(
    <FormRenderer
      messages={exampleMessages}
      translate={exampleTranslate}
      onSubmit={onSubmit}
      {...props}
    >
      <Button type="submit">Save</Button>
    </FormRenderer>,
  );
  const save = () => result.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...result, onSubmit: props.onSubmit ?? onSubmit, save };
}

/** The upload's file input: hidden, reached through its button, so found by type. */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

const pdf = () => new File(['%PDF-1.7 consent'], 'consent-scan.pdf', { type: 'application/pdf' });

describe('FormRenderer: every type', () => {
  it('renders every field type with its label, in its category', () => {
    renderForm({ fields: everyTypeFields });
    const personal = screen.getByRole('group', { name: 'Personal data' });
    expect(within(personal).getByText('Guest sheet')).toBeInTheDocument();
    expect(within(personal).getByRole('textbox', { name: 'Full name' })).toBeRequired();
    expect(within(personal).getByRole('textbox', { name: 'Contact e-mail' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(within(personal).getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    expect(within(personal).getByRole('radio', { name: 'Italian' })).toBeChecked();

    const care = screen.getByRole('group', { name: 'Care' });
    expect(within(care).getByRole('combobox', { name: 'Room' })).toBeInTheDocument();
    expect(within(care).getByRole('combobox', { name: 'Mobility' })).toBeInTheDocument();
    expect(within(care).getByRole('combobox', { name: 'Languages spoken' })).toBeInTheDocument();
    expect(within(care).getByRole('combobox', { name: 'Allergies' })).toBeInTheDocument();
    expect(within(care).getByRole('group', { name: 'Diet' })).toBeInTheDocument();
    expect(within(care).getByRole('checkbox', { name: 'Hearing aid' })).not.toBeChecked();
    expect(within(care).getByRole('checkbox', { name: 'Soft food' })).toBeInTheDocument();
    expect(within(care).getByRole('textbox', { name: 'Weight (kg)' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    expect(within(care).getByRole('textbox', { name: 'Meals per day' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(within(care).getByLabelText('Last visit')).toHaveAttribute('type', 'datetime-local');
    expect(within(care).getByRole('switch', { name: 'Fall risk' })).not.toBeChecked();
    expect(within(care).getByLabelText('Wristband colour')).toHaveValue('#1976d2');

    const documents = screen.getByRole('group', { name: 'Documents' });
    expect(within(documents).getByRole('group', { name: 'Signed consent' })).toBeInTheDocument();
    expect(within(documents).getByRole('textbox', { name: 'Guest code' })).toHaveAttribute(
      'readonly',
    );
    // Hidden: not rendered at all.
    expect(screen.queryByDisplayValue('x-91')).not.toBeInTheDocument();
  });

  it('edits every type and submits the visible values in the server shapes', async () => {
    const { user, save, onSubmit } = renderForm({ fields: everyTypeFields });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Contact e-mail' }), 'ada@example.org');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1940-12-10' } });
    await user.click(screen.getByRole('radio', { name: 'German' }));

    await user.type(screen.getByRole('combobox', { name: 'Room' }), 'lake');
    await user.click(await screen.findByRole('option', { name: 'Lake 202' }));
    await user.type(screen.getByRole('combobox', { name: 'Mobility' }), 'walk');
    await user.click(await screen.findByRole('option', { name: 'With a walker' }));
    const spoken = screen.getByRole('combobox', { name: 'Languages spoken' });
    await user.type(spoken, 'ger');
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.clear(spoken);
    await user.type(spoken, 'it');
    await user.click(await screen.findByRole('option', { name: 'Italian' }));
    await user.type(screen.getByRole('combobox', { name: 'Allergies' }), 'nu');
    await user.click(await screen.findByRole('option', { name: 'Nuts' }));

    await user.click(screen.getByRole('radio', { name: 'Diabetic' }));
    await user.type(screen.getByRole('textbox', { name: 'Diet notes' }), 'No sugar');
    await user.click(screen.getByRole('checkbox', { name: 'Dentures' }));
    await user.click(screen.getByRole('checkbox', { name: 'Glasses' }));
    await user.click(screen.getByRole('checkbox', { name: 'Soft food' }));
    await user.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '64.5');
    await user.type(screen.getByRole('textbox', { name: 'Meals per day' }), '4');
    fireEvent.change(screen.getByLabelText('Last visit'), {
      target: { value: '2024-05-01T09:30' },
    });
    await user.click(screen.getByRole('switch', { name: 'Fall risk' }));
    fireEvent.input(screen.getByLabelText('Wristband colour'), { target: { value: '#ff8800' } });
    await user.upload(fileInput(), pdf());
    await screen.findByRole('textbox', { name: 'File name' });

    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      email: 'ada@example.org',
      birthDate: '1940-12-10',
      language: 'de',
      room: 202,
      mobility: 'walker',
      languagesSpoken: ['de', 'it'],
      allergies: ['nuts'],
      diet: 'D',
      dietNotes: 'No sugar',
      aids: 'glasses;dentures',
      meals: 'soft',
      weight: '64,5',
      'meals per day': 4,
      lastVisit: '2024-05-01T09:30',
      fallRisk: 'T',
      wristband: '#ff8800',
      consent: { data: btoa('%PDF-1.7 consent'), fileName: 'consent-scan.pdf' },
      guestCode: 'G-0042',
    });
  });

  it('submits empty optional fields as empty values', async () => {
    const { save, onSubmit } = renderForm({
      fields: everyTypeFields.filter((field) => !field.required),
    });
    await save();
    expect(onSubmit).toHaveBeenCalledWith({
      email: '',
      birthDate: null,
      language: 'it',
      room: null,
      mobility: null,
      languagesSpoken: [],
      allergies: [],
      diet: null,
      aids: '',
      meals: '',
      weight: null,
      'meals per day': null,
      lastVisit: null,
      fallRisk: 'F',
      wristband: '#1976d2',
      consent: null,
      guestCode: 'G-0042',
    });
  });
});

describe('FormRenderer: required', () => {
  const fields: FieldDefinition[] = [
    { fieldName: 'name', type: 'STRING', label: 'Name', required: true },
    {
      fieldName: 'diet',
      type: 'RADIO',
      label: 'Diet',
      required: true,
      fields: [{ value: 'N', label: 'Normal' }],
    },
    {
      fieldName: 'aids',
      type: 'CHECKBOX',
      label: 'Aids',
      required: true,
      fields: [{ value: 'g', label: 'Glasses' }],
    },
    { fieldName: 'consent', type: 'SWITCH', label: 'Consent given', required: true },
    { fieldName: 'scan', type: 'UPLOAD', label: 'Scan', required: true },
  ];

  it('blocks the submit, shows each error and focuses the first field', async () => {
    const { save, onSubmit } = renderForm({ fields });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('group', { name: 'Diet' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByRole('group', { name: 'Aids' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByRole('switch', { name: 'Consent given' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
  });

  it('clears an error as soon as it is fixed, and submits once all are', async () => {
    const { user, save, onSubmit } = renderForm({ fields });
    await save();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeValid();
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Glasses' }));
    await user.click(screen.getByRole('switch', { name: 'Consent given' }));
    await user.upload(fileInput(), pdf());
    await screen.findByRole('textbox', { name: 'File name' });
    await save();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ada', consent: true }));
  });

  it('shows the error of a field once it is changed and left, not while untouched', async () => {
    const { user } = renderForm({ fields: fields.slice(0, 1) });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.tab();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.type(name, 'A{Backspace}');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.tab();
    expect(name).toHaveAccessibleDescription('This field is required');
  });
});

describe('FormRenderer: dependencies', () => {
  const fields: FieldDefinition[] = [
    dietField(),
    {
      fieldName: 'notes',
      type: 'STRING',
      label: 'Diet notes',
      required: true,
      dependencies: [{ fieldName: 'diet', value: 'D' }],
    },
    {
      fieldName: 'sugar',
      type: 'SWITCH',
      label: 'Sugar checks',
      dependencies: [{ fieldName: 'notes', value: 'strict' }],
    },
    {
      fieldName: 'carer',
      type: 'STRING',
      label: 'Carer',
      category: 'Family',
      dependencies: [{ fieldName: 'family', value: true }],
    },
    { fieldName: 'family', type: 'SWITCH', label: 'Has family' },
  ];

  it('shows a field only while its controlling field holds the chosen value', async () => {
    const { user } = renderForm({ fields });
    expect(screen.queryByRole('textbox', { name: 'Diet notes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Diabetic' }));
    expect(screen.getByRole('textbox', { name: 'Diet notes' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    expect(screen.queryByRole('textbox', { name: 'Diet notes' })).not.toBeInTheDocument();
  });

  it('follows chains: a field depending on a hidden field is hidden too', async () => {
    const { user } = renderForm({ fields });
    await user.click(screen.getByRole('radio', { name: 'Diabetic' }));
    await user.type(screen.getByRole('textbox', { name: 'Diet notes' }), 'strict');
    expect(screen.getByRole('switch', { name: 'Sugar checks' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    expect(screen.queryByRole('switch', { name: 'Sugar checks' })).not.toBeInTheDocument();
  });

  it('neither validates nor submits a hidden field, and keeps what was typed for when it returns', async () => {
    const { user, save, onSubmit } = renderForm({ fields });
    await user.click(screen.getByRole('radio', { name: 'Diabetic' }));
    await user.type(screen.getByRole('textbox', { name: 'Diet notes' }), 'No sugar');
    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    await save();
    expect(onSubmit).toHaveBeenLastCalledWith({ diet: 'N', family: false });
    await user.click(screen.getByRole('radio', { name: 'Diabetic' }));
    expect(screen.getByRole('textbox', { name: 'Diet notes' })).toHaveValue('No sugar');
    await save();
    expect(onSubmit).toHaveBeenLastCalledWith({ diet: 'D', notes: 'No sugar', family: false });
  });

  it('hides a category whose fields are all hidden, and shows it with them', async () => {
    const { user } = renderForm({ fields });
    expect(screen.queryByRole('group', { name: 'Family' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Has family' }));
    expect(screen.getByRole('group', { name: 'Family' })).toContainElement(
      screen.getByRole('textbox', { name: 'Carer' }),
    );
  });
});

describe('FormRenderer: numbers', () => {
  const fields: FieldDefinition[] = [
    { fieldName: 'weight', type: 'DECIMAL', label: 'Weight', min: 20, max: 250 },
    { fieldName: 'dose', type: 'DECIMAL', label: 'Dose', value: 0.5 },
    { fieldName: 'meals', type: 'INTEGER', label: 'Meals', min: 1, max: 8 },
    { fieldName: 'delta', type: 'INTEGER', label: 'Change' },
  ];

  it('takes a typed point as the decimal comma and refuses a minus sign', async () => {
    const { user } = renderForm({ fields });
    const weight = screen.getByRole('textbox', { name: 'Weight' });
    await user.type(weight, '-72.5');
    expect(weight).toHaveValue('72,5');
    await user.type(weight, '.3,');
    expect(weight).toHaveValue('72,53');
  });

  it('shows a decimal sent as a number with the comma, and submits it as a number', async () => {
    const { user, save, onSubmit } = renderForm({ fields });
    const dose = screen.getByRole('textbox', { name: 'Dose' });
    expect(dose).toHaveValue('0,5');
    await user.type(dose, '5');
    await user.type(screen.getByRole('textbox', { name: 'Weight' }), '70,');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ weight: '70', dose: 0.55, meals: null, delta: null });
  });

  it('tidies a trailing or leading comma when the field is left', async () => {
    const { user } = renderForm({ fields });
    const weight = screen.getByRole('textbox', { name: 'Weight' });
    await user.type(weight, ',5');
    await user.tab();
    expect(weight).toHaveValue('0,5');
  });

  it('checks min and max, with the limit written as the field shows numbers', async () => {
    const { user, save, onSubmit } = renderForm({ fields });
    await user.type(screen.getByRole('textbox', { name: 'Weight' }), '260');
    await user.type(screen.getByRole('textbox', { name: 'Meals' }), '0');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveAccessibleDescription(
      'The maximum is 250',
    );
    expect(screen.getByRole('textbox', { name: 'Meals' })).toHaveAccessibleDescription(
      'The minimum is 1',
    );
  });

  it('keeps integers whole, negative only when min allows', async () => {
    const { user } = renderForm({ fields });
    const meals = screen.getByRole('textbox', { name: 'Meals' });
    await user.type(meals, '-3a.5');
    expect(meals).toHaveValue('35');
    const delta = screen.getByRole('textbox', { name: 'Change' });
    await user.type(delta, '-12x');
    expect(delta).toHaveValue('-12');
  });

  it('flags a negative decimal sent by the server instead of changing it silently', async () => {
    const { save, onSubmit } = renderForm({
      fields: [{ fieldName: 'w', type: 'DECIMAL', label: 'Weight', value: -3 }],
    });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveAccessibleDescription(
      'Enter a number such as 12,5',
    );
  });
});

describe('FormRenderer: e-mail rule', () => {
  const fields: FieldDefinition[] = [
    {
      fieldName: 'email',
      type: 'STRING',
      label: 'E-mail',
      validate: 'email',
      helperText: 'guest.email.invalid',
    },
    { fieldName: 'other', type: 'STRING', label: 'Other e-mail', validate: 'email' },
  ];

  it.each(['ada@example.org', 'a.b@mail.example.it', 'x@y.info'])('accepts %s', async (address) => {
    const { user, save, onSubmit } = renderForm({ fields });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), address);
    await save();
    expect(onSubmit).toHaveBeenCalled();
  });

  it.each([
    'ada',
    'ada@example',
    'ada@example.museum',
    'ada@example.c0m',
    'a b@example.org',
    'ada@example.o',
  ])("refuses %s with the field's own helper text", async (address) => {
    const { user, save, onSubmit } = renderForm({ fields });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), address);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'The contact e-mail is not valid',
    );
  });

  it('does not complain about an empty address, and falls back to the generic message', async () => {
    const { user, save, onSubmit } = renderForm({ fields });
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ email: '', other: '' });
    await user.type(screen.getByRole('textbox', { name: 'Other e-mail' }), 'nope');
    await save();
    expect(screen.getByRole('textbox', { name: 'Other e-mail' })).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.org',
    );
  });
});

describe('FormRenderer: text limits', () => {
  it('counts characters against maxDigits with the character counter', async () => {
    const { user } = renderForm({
      fields: [{ fieldName: 'name', type: 'STRING', label: 'Name', maxDigits: 10 }],
    });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Maria Mont');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
    // The description keeps the count from when focus came in; it is read on focus.
    expect(name).toHaveAccessibleDescription('0 / 10');
    await user.tab();
    expect(name).toHaveAccessibleDescription('10 / 10');
  });

  it('keeps a paste past maxDigits whole, says how much is too many and refuses to save', async () => {
    const { user, save, onSubmit } = renderForm({
      fields: [{ fieldName: 'note', type: 'DESCRIPTION', label: 'Note', maxDigits: 10 }],
    });
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.paste('Maria Montessori');
    expect(note).toHaveValue('Maria Montessori');
    expect(screen.getByText('16 / 10')).toBeInTheDocument();
    expect(screen.getByText('6 characters too many')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent('6 characters too many'),
    );
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('At most 10 characters')).toBeInTheDocument();
    expect(note).toHaveValue('Maria Montessori');
  });

  it('flags a server value longer than maxDigits', async () => {
    const { save, onSubmit } = renderForm({
      fields: [
        { fieldName: 'code', type: 'DESCRIPTION', label: 'Code', maxDigits: 3, value: 'ABCD' },
      ],
    });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('At most 3 characters')).toBeInTheDocument();
  });
});

describe('FormRenderer: checkbox', () => {
  it("reads a ;-joined value and submits the choices joined in the options' order", async () => {
    const { user, save, onSubmit } = renderForm({
      fields: [
        {
          fieldName: 'aids',
          type: 'CHECKBOX',
          label: 'Aids',
          value: 'dentures;glasses',
          fields: [
            { value: 'glasses', label: 'Glasses' },
            { value: 'hearing', label: 'Hearing aid' },
            { value: 'dentures', label: 'Dentures' },
          ],
        },
      ],
    });
    expect(screen.getByRole('checkbox', { name: 'Glasses' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dentures' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Hearing aid' }));
    await user.click(screen.getByRole('checkbox', { name: 'Glasses' }));
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ aids: 'hearing;dentures' });
  });
});

describe('FormRenderer: upload', () => {
  const fields: FieldDefinition[] = [
    { fieldName: 'scan', type: 'UPLOAD', label: 'Scan', acceptExtension: '.pdf,.png' },
  ];

  it('keeps the extension apart: only the name is edited', async () => {
    const { user, save, onSubmit } = renderForm({ fields });
    const input = fileInput();
    expect(input).toHaveAttribute('accept', '.pdf,.png');
    expect(screen.getByRole('group', { name: 'Scan' })).toHaveAccessibleDescription(
      'PDF or image of the signed document The file may not exceed the maximum size',
    );
    await user.upload(input, pdf());
    const name = await screen.findByRole('textbox', { name: 'File name' });
    expect(name).toHaveValue('consent-scan');
    expect(screen.getByText('.pdf')).toBeVisible();
    expect(name).toHaveAccessibleDescription(
      '.pdf PDF or image of the signed document The file may not exceed the maximum size',
    );
    await user.clear(name);
    await user.type(name, 'consent 2024');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({
      scan: { data: btoa('%PDF-1.7 consent'), fileName: 'consent 2024.pdf' },
    });
  });

  it('requires a name before the extension, and can remove the file', async () => {
    const { user, save, onSubmit } = renderForm({ fields });
    await user.upload(fileInput(), pdf());
    const name = await screen.findByRole('textbox', { name: 'File name' });
    await user.clear(name);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name).toHaveFocus();
    expect(name).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByRole('textbox', { name: 'File name' })).not.toBeInTheDocument();
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ scan: null });
  });

  it('opens the file picker from a button, and refuses a file above maxUploadBytes', async () => {
    const { user } = renderForm({ fields, maxUploadBytes: 4 });
    const input = fileInput();
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Choose a file' }));
    expect(click).toHaveBeenCalled();
    await user.upload(input, pdf());
    expect(await screen.findByText('The file is larger than the maximum size')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'File name' })).not.toBeInTheDocument();
  });
});

describe('FormRenderer: view and edit', () => {
  const fields: FieldDefinition[] = [
    { fieldName: 'name', type: 'STRING', label: 'Name', value: 'Ada', category: 'Personal' },
    {
      fieldName: 'aids',
      type: 'CHECKBOX',
      label: 'Aids',
      value: 'g;d',
      category: 'Personal',
      fields: [
        { value: 'g', label: 'Glasses' },
        { value: 'd', label: 'Dentures' },
      ],
    },
    { fieldName: 'fall', type: 'SWITCH', label: 'Fall risk', value: true, category: 'Care' },
    { fieldName: 'visit', type: 'DATE', label: 'Visit', value: '2024-05-01', category: 'Care' },
    { fieldName: 'notes', type: 'DESCRIPTION', label: 'Notes', category: 'Care' },
  ];

  it('shows the values as text under category headings in view mode', () => {
    renderForm({ fields, mode: 'view', formatDate: (iso) => `day ${iso}` });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Personal' })).toBeInTheDocument();
    const care = screen.getByRole('region', { name: 'Care' });
    const terms = within(care)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(care)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Fall risk', 'Visit', 'Notes']);
    expect(values).toEqual(['Yes', 'day 2024-05-01', 'Not given']);
    expect(screen.getByText('Glasses, Dentures')).toBeInTheDocument();
  });

  it('switches between view and edit keeping the edited values', async () => {
    function Detail() {
      const [mode, setMode] = useState<'view' | 'edit'>('view');
      const form = useFormRenderer({ fields });
      return (
        <>
          <FormRenderer form={form} messages={exampleMessages} mode={mode} />
          <Button onClick={() => setMode(mode === 'view' ? 'edit' : 'view')}>Toggle</Button>
          <Button onClick={() => form.reset()}>Cancel</Button>
        </>
      );
    }
    const { user } = renderUi(<Detail />);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Grace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });

  it('shows a read-only choice as text in edit mode, and a read-only text as a read-only input', async () => {
    const { user, save, onSubmit } = renderForm({
      fields: [
        { fieldName: 'code', type: 'STRING', label: 'Code', value: 'G-1', readOnly: true },
        {
          fieldName: 'diet',
          type: 'RADIO',
          label: 'Diet',
          value: 'N',
          readOnly: true,
          fields: [{ value: 'N', label: 'Normal' }],
        },
      ],
    });
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.type(code, 'x');
    expect(code).toHaveValue('G-1');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Normal')).toBeInTheDocument();
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ code: 'G-1', diet: 'N' });
  });
});

describe('FormRenderer: registry', () => {
  interface Stars {
    count: number;
  }
  const starsType = defineFieldType<Stars>({
    fromValue: (value) => ({ count: typeof value === 'number' ? value : 0 }),
    toValue: (value) => value.count,
    isEmpty: (value) => value.count === 0,
    validate: (value) =>
      value.count > 3 ? { rule: 'custom', message: 'At most three stars' } : undefined,
    Edit: ({ id, label, value, onChange, errorText }: FieldEditProps<Stars>) => (
      <div>
        <span id={`${id}-label`}>{label}</span>
        <button
          type="button"
          id={id}
          aria-describedby={errorText ? `${id}-e` : undefined}
          onClick={() => onChange({ count: value.count + 1 })}
        >
          {`${label}: ${value.count}`}
        </button>
        {errorText && <span id={`${id}-e`}>{errorText}</span>}
      </div>
    ),
    format: (value) => '★'.repeat(value.count),
  });

  it('renders a type an app adds, with its own value, validation and view', async () => {
    const fieldRegistry = createFieldRegistry({ STARS: starsType });
    const fields: FieldDefinition[] = [
      { fieldName: 'mood', type: 'STARS', label: 'Mood', value: 2 },
    ];
    const { user, save, onSubmit, rerender } = renderForm({ fields, fieldRegistry });
    await user.click(screen.getByRole('button', { name: 'Mood: 2' }));
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ mood: 3 });
    await user.click(screen.getByRole('button', { name: 'Mood: 3' }));
    await save();
    expect(screen.getByRole('button', { name: 'Mood: 4' })).toHaveAccessibleDescription(
      'At most three stars',
    );
    rerender(
      <FormRenderer
        fields={fields}
        fieldRegistry={fieldRegistry}
        messages={exampleMessages}
        mode="view"
      />,
    );
    expect(screen.getByRole('definition')).toHaveTextContent('★★★★');
  });

  it('overrides a built-in type', () => {
    const fieldRegistry = createFieldRegistry({
      STRING: { ...defaultFieldRegistry.STRING, Edit: ({ label }) => <p>{`custom ${label}`}</p> },
    });
    renderForm({ fields: [{ fieldName: 'a', type: 'STRING', label: 'Name' }], fieldRegistry });
    expect(screen.getByText('custom Name')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows an unknown type read-only and submits its value unchanged', async () => {
    const { save, onSubmit } = renderForm({
      fields: [
        { fieldName: 'sig', type: 'SIGNATURE', label: 'Signature', value: 'abc' },
        { fieldName: 'proto', type: '__proto__', label: 'Proto', value: 1 },
      ],
    });
    expect(screen.getByText('abc')).toBeInTheDocument();
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ sig: 'abc', proto: 1 });
  });
});

describe('FormRenderer: autocomplete', () => {
  it("filters the field's own options as one types, operated by keyboard", async () => {
    const { user, save, onSubmit } = renderForm({
      fields: everyTypeFields.filter((f) => f.fieldName === 'room'),
    });
    const room = screen.getByRole('combobox', { name: 'Room' });
    await user.type(room, 'gar');
    await screen.findByRole('option', { name: 'Garden 102' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Garden 101',
      'Garden 102',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(room).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Garden 102' }).id,
    );
    await user.keyboard('{Enter}');
    expect(room).toHaveValue('Garden 102');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ room: 102 });
  });

  it('asks the server for fields with a path (Enter: at once), and says when nothing is found', async () => {
    const searchAutocomplete = vi.fn(async (_field: FieldDefinition, query: string) =>
      query === 'ros' ? [{ id: 7, fullName: 'Rosa Bianchi' }] : [],
    );
    const { user, save, onSubmit } = renderForm({
      fields: [
        {
          fieldName: 'doctor',
          type: 'AUTOCOMPLETE',
          label: 'Doctor',
          path: '/doctors',
          labelField: 'fullName',
        },
      ],
      searchAutocomplete,
    });
    const doctor = screen.getByRole('combobox', { name: 'Doctor' });
    await user.type(doctor, 'ros{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Rosa Bianchi' }));
    expect(searchAutocomplete).toHaveBeenCalledWith(
      expect.objectContaining({ fieldName: 'doctor' }),
      'ros',
      expect.any(AbortSignal),
    );
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ doctor: 7 });
    await user.clear(doctor);
    await user.type(doctor, 'zzz{Enter}');
    expect((await screen.findAllByText('No data found')).length).toBeGreaterThan(0);
  });

  it('shows translated labels, and several chosen values with buttons to remove them', async () => {
    const { user, save, onSubmit } = renderForm({
      fields: everyTypeFields
        .filter((f) => f.fieldName === 'allergies')
        .map((f) => ({ ...f, value: ['gluten', 'nuts'] })),
    });
    expect(screen.getByText('Nuts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Gluten' }));
    expect(screen.queryByRole('button', { name: 'Remove Gluten' })).not.toBeInTheDocument();
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ allergies: ['nuts'] });
  });
});

describe('FormRenderer: dates', () => {
  it('checks min and max, naming the limit as a date', async () => {
    const { save } = renderForm({
      fields: [
        {
          fieldName: 'd',
          type: 'DATE',
          label: 'Admission',
          min: '2024-01-01',
          value: '2023-12-31',
        },
      ],
      formatDate: (iso, withTime) => `${withTime ? 'time' : 'date'} ${iso}`,
    });
    const input = screen.getByLabelText('Admission');
    expect(input).toHaveAttribute('min', '2024-01-01');
    await save();
    expect(input).toHaveAccessibleDescription('The minimum is date 2024-01-01');
  });

  it('reads server date-times and submits year-month-day T hour:minute', async () => {
    const { save, onSubmit } = renderForm({
      fields: [{ fieldName: 'at', type: 'DATETIME', label: 'At', value: '2024-05-01T08:30:00Z' }],
    });
    expect(screen.getByLabelText('At')).toHaveValue('2024-05-01T08:30');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ at: '2024-05-01T08:30' });
  });
});

describe('useFormRenderer', () => {
  it('submits from a button outside the form and takes a reload', async () => {
    const onSubmit = vi.fn();
    let reload: (fields: FieldDefinition[]) => void = () => {};
    function Page() {
      const [fields, setFields] = useState<FieldDefinition[]>([
        { fieldName: 'a', type: 'STRING', label: 'First', value: 'one' },
        { fieldName: 'b', type: 'STRING', label: 'Second', value: 'two' },
      ]);
      reload = setFields;
      const form = useFormRenderer({ fields, onSubmit });
      return (
        <>
          <FormRenderer form={form} messages={exampleMessages} aria-label="Guest" />
          <Button type="submit" form={form.formId}>
            Save
          </Button>
        </>
      );
    }
    const { user } = renderUi(<Page />);
    expect(screen.getByRole('form', { name: 'Guest' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First' }), '!');
    await user.type(screen.getByRole('textbox', { name: 'Second' }), '?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ a: 'one!', b: 'two?' });
    // The server saved "one!" and changed "b": what changed replaces the typed text.
    act(() =>
      reload([
        { fieldName: 'a', type: 'STRING', label: 'First', value: 'one' },
        { fieldName: 'b', type: 'STRING', label: 'Second', value: 'TWO' },
        { fieldName: 'c', type: 'INTEGER', label: 'Third', value: 3 },
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveValue('one!');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveValue('TWO');
    expect(screen.getByRole('textbox', { name: 'Third' })).toHaveValue('3');
  });

  it('sets values in the server shape and validates on demand', async () => {
    const handle: { current?: FormController } = {};
    const current = () => {
      if (!handle.current) throw new Error('Not rendered');
      return handle.current;
    };
    function Page() {
      const form = useFormRenderer({
        fields: [
          {
            fieldName: 'aids',
            type: 'CHECKBOX',
            label: 'Aids',
            fields: [
              { value: 'g', label: 'Glasses' },
              { value: 'd', label: 'Dentures' },
            ],
          },
          { fieldName: 'name', type: 'STRING', label: 'Name', required: true },
        ],
      });
      handle.current = form;
      return <FormRenderer form={form} messages={exampleMessages} />;
    }
    renderUi(<Page />);
    act(() => current().setValue('aids', 'd;g'));
    expect(screen.getByRole('checkbox', { name: 'Glasses' })).toBeChecked();
    expect(current().getValues()).toEqual({ aids: 'g;d', name: '' });
    let problems: FormProblem[] = [];
    act(() => {
      problems = current().validate();
    });
    expect(problems).toEqual([{ fieldName: 'name', issue: { rule: 'required' } }]);
    await waitFor(() => expect(screen.getByText('This field is required')).toBeInTheDocument());
  });
});

describe('FormRenderer: per-field subscriptions', () => {
  it('re-renders only the field being typed in (and the fields depending on it)', async () => {
    const renders = new Map<string, number>();
    const count = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);
    const countingRegistry = createFieldRegistry(
      Object.fromEntries(
        (['STRING', 'SWITCH', 'DECIMAL'] as const).map((name) => {
          const base = defaultFieldRegistry[name];
          return [
            name,
            {
              ...base,
              Edit: (props: FieldEditProps<unknown>) => {
                count(props.field.fieldName);
                const BaseEdit = base.Edit;
                return <BaseEdit {...props} />;
              },
            },
          ];
        }),
      ),
    );
    const fields: FieldDefinition[] = [
      ...Array.from({ length: 40 }, (_, i) => ({
        fieldName: `text${i}`,
        type: 'STRING',
        label: `Text ${i}`,
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        fieldName: `num${i}`,
        type: 'DECIMAL',
        label: `Number ${i}`,
      })),
      { fieldName: 'flag', type: 'SWITCH', label: 'Flag' },
      {
        fieldName: 'shownWithFlag',
        type: 'STRING',
        label: 'Shown with flag',
        dependencies: [{ fieldName: 'flag', value: true }],
      },
      {
        fieldName: 'watchingText',
        type: 'STRING',
        label: 'Watching text 20',
        dependencies: [{ fieldName: 'text20', value: 'go' }],
      },
    ];
    const { user } = renderForm({ fields, fieldRegistry: countingRegistry });
    expect(renders.get('text0')).toBe(1);
    renders.clear();

    await user.type(screen.getByRole('textbox', { name: 'Text 20' }), 'hello');
    expect([...renders.keys()]).toEqual(['text20']);
    expect(renders.get('text20')).toBe(5);
    renders.clear();

    await user.type(screen.getByRole('textbox', { name: 'Number 3' }), '1.5');
    expect([...renders.keys()]).toEqual(['num3']);
    renders.clear();

    // The switch re-renders itself and mounts the one field that depends on it.
    await user.click(screen.getByRole('switch', { name: 'Flag' }));
    expect(Object.fromEntries(renders)).toEqual({ flag: 1, shownWithFlag: 1 });
    renders.clear();

    await user.tab(); // leaving a changed field shows its problems, if any: still this field only
    expect([...renders.keys()].every((name) => name === 'flag' || name === 'shownWithFlag')).toBe(
      true,
    );
  });
});
