import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { defineFieldType } from './define-field-type';
import { dietField, exampleMessages, exampleTranslate, everyTypeFields } from './examples';
import { FieldFrame } from './fields/field-frame';
import { FORM_CLASSES } from './form-styles';
import { FormRenderer } from './form-renderer';
import { createFieldRegistry } from './registry';
import type { FieldDefinition, FieldEditProps, FormMode } from './types';
import { useFormRenderer } from './use-form-renderer';

const meta = {
  title: 'Forms/FormRenderer',
  component: FormRenderer,
  tags: ['autodocs'],
  args: {
    fields: everyTypeFields,
    messages: exampleMessages,
    translate: exampleTranslate,
    onSubmit: fn(),
    onInvalid: fn(),
    'aria-label': 'Guest sheet',
  },
  render: (args) => (
    <FormRenderer {...args}>
      <Flex justifyContent="flex-end">
        <Button type="submit">Save</Button>
      </Flex>
    </FormRenderer>
  ),
  decorators: [
    (Story) => (
      <Box maxWidth="2xl" padding="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FormRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for what appears asynchronously (suggestions) on a busy machine: not the default second. */
const SLOW_QUERY = { timeout: 5000 };

/** Every field type, in three categories; filled in and saved. */
export const EveryType: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('fill in', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Contact e-mail' }),
        'ada@example.org',
      );
      await userEvent.click(canvas.getByRole('radio', { name: 'German' }));
      // Suggestions arrive asynchronously, even from the field's own options.
      await userEvent.type(canvas.getByRole('combobox', { name: 'Room' }), 'lake');
      await userEvent.click(await canvas.findByRole('option', { name: 'Lake 201' }, SLOW_QUERY));
      await userEvent.type(canvas.getByRole('combobox', { name: 'Allergies' }), 'glu');
      await userEvent.click(await canvas.findByRole('option', { name: 'Gluten' }, SLOW_QUERY));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Glasses' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Soft food' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Weight (kg)' }), '64.5');
      await expect(canvas.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('64,5');
      await userEvent.click(canvas.getByRole('switch', { name: 'Fall risk' }));
      const file = new File(['%PDF-1.7'], 'consent.pdf', { type: 'application/pdf' });
      const input = canvas
        .getByRole('group', { name: 'Signed consent' })
        .querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('No file input');
      await userEvent.upload(input, file);
      await expect(
        await canvas.findByRole('textbox', { name: 'File name' }, SLOW_QUERY),
      ).toHaveValue('consent');
    });
    await step('save', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          fullName: 'Ada Lovelace',
          language: 'de',
          room: 201,
          allergies: ['gluten'],
          aids: 'glasses',
          meals: 'soft',
          weight: '64,5',
          fallRisk: 'T',
          consent: { data: btoa('%PDF-1.7'), fileName: 'consent.pdf' },
        }),
      );
    });
  },
};

/** Saving with problems: each field tells its own, focus goes to the first. */
export const ValidationErrors: Story = {
  args: {
    fields: [
      { fieldName: 'name', type: 'STRING', label: 'Full name', required: true },
      {
        fieldName: 'email',
        type: 'STRING',
        label: 'Contact e-mail',
        validate: 'email',
        helperText: 'guest.email.invalid',
        value: 'ada@example',
      },
      { fieldName: 'weight', type: 'DECIMAL', label: 'Weight (kg)', min: 20, max: 250, value: 300 },
      { fieldName: 'code', type: 'STRING', label: 'Room code', maxDigits: 4, value: 'G-101' },
      dietField({ required: true }),
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(
      canvas.getByRole('textbox', { name: 'Contact e-mail' }),
    ).toHaveAccessibleDescription('The contact e-mail is not valid');
    await expect(canvas.getByRole('textbox', { name: 'Weight (kg)' })).toHaveAccessibleDescription(
      'The maximum is 250',
    );
    await expect(canvas.getByText('At most 4 characters')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Diet' })).toHaveAccessibleDescription(
      'This field is required',
    );
    // Fixing a field clears its error at once.
    await userEvent.type(name, 'Ada');
    await expect(name).not.toHaveAccessibleDescription('This field is required');
  },
};

/** A field shows only while its controlling field holds the chosen value; hidden, it is not sent. */
export const Dependencies: Story = {
  args: {
    fields: [
      dietField({ value: 'N' }),
      {
        fieldName: 'dietNotes',
        type: 'DESCRIPTION',
        label: 'Diet notes',
        maxDigits: 200,
        dependencies: [{ fieldName: 'diet', value: 'D' }],
      },
      { fieldName: 'family', type: 'SWITCH', label: 'Has family nearby', value: 'F' },
      {
        fieldName: 'contact',
        type: 'STRING',
        label: 'Family contact',
        category: 'Family',
        required: true,
        dependencies: [{ fieldName: 'family', value: 'T' }],
      },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Diet notes' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Family' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Diabetic' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Diet notes' }), 'No sugar');
    await userEvent.click(canvas.getByRole('switch', { name: 'Has family nearby' }));
    await expect(canvas.getByRole('group', { name: 'Family' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Has family nearby' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      diet: 'D',
      dietNotes: 'No sugar',
      family: 'F',
    });
  },
};

const savedFields: FieldDefinition[] = everyTypeFields.map((field) => {
  const values: Record<string, FieldDefinition['value']> = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.org',
    birthDate: '1935-12-10',
    room: 201,
    mobility: 'walker',
    languagesSpoken: ['it', 'fr'],
    allergies: ['nuts'],
    diet: 'D',
    dietNotes: 'No sugar in the evening.\nFruit at 16:00.',
    aids: 'glasses;hearing',
    meals: 'soft',
    weight: 64.5,
    'meals per day': 4,
    lastVisit: '2024-05-01T09:30',
    fallRisk: 'T',
    consent: { data: '', fileName: 'consent-2024.pdf' },
  };
  return field.fieldName in values ? { ...field, value: values[field.fieldName] } : field;
});

/** View mode: the values as text, under the category headings. */
export const ViewMode: Story = {
  args: { fields: savedFields, mode: 'view', formatDate: (iso) => iso.replace('T', ' ') },
  render: (args) => <FormRenderer {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Care' })).toBeVisible();
    const care = canvas.getByRole('region', { name: 'Care' });
    await expect(within(care).getByText('Lake 201')).toBeVisible();
    await expect(within(care).getByText('Glasses, Hearing aid')).toBeVisible();
    await expect(within(care).getByText('64,5')).toBeVisible();
    await expect(within(care).getByText('Yes')).toBeVisible();
  },
};

/** The detail page: view, edit (save and cancel), a confirmation, then save. */
export const DetailFlow: Story = {
  args: { fields: savedFields },
  render: function Render(args) {
    const [mode, setMode] = useState<FormMode>('view');
    const [confirming, setConfirming] = useState(false);
    const form = useFormRenderer({
      fields: args.fields ?? [],
      onSubmit: (values) => {
        args.onSubmit?.(values);
        setConfirming(false);
        setMode('view');
      },
    });
    return (
      <Flex direction="column" gap="4">
        <Flex justifyContent="space-between" alignItems="center">
          <Heading as="h2" size="lg" id="guest-heading">
            Ada Lovelace
          </Heading>
          {mode === 'view' ? (
            <Button onClick={() => setMode('edit')}>Edit</Button>
          ) : (
            <Flex gap="2">
              <Button
                variant="outline"
                onClick={() => {
                  form.reset();
                  setMode('view');
                }}
              >
                Cancel
              </Button>
              <Button
                onClick={() => {
                  if (form.validate().length === 0) setConfirming(true);
                }}
              >
                Save
              </Button>
            </Flex>
          )}
        </Flex>
        {confirming && (
          <Flex gap="2" alignItems="center">
            Save the changes?
            <Button type="submit" form={form.formId}>
              Confirm
            </Button>
          </Flex>
        )}
        <FormRenderer
          form={form}
          messages={args.messages}
          translate={args.translate}
          mode={mode}
          aria-labelledby="guest-heading"
        />
      </Flex>
    );
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('edit, then cancel', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      const name = canvas.getByRole('textbox', { name: 'Full name' });
      await userEvent.clear(name);
      await userEvent.type(name, 'Grace Hopper');
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(canvas.getByText('Ada Lovelace', { selector: 'dd' })).toBeVisible();
    });
    await step('edit, save, confirm', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      const name = canvas.getByRole('textbox', { name: 'Full name' });
      await userEvent.clear(name);
      await userEvent.type(name, 'Grace Hopper');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
      await expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ fullName: 'Grace Hopper', aids: 'glasses;hearing' }),
      );
      await waitFor(
        () => expect(canvas.getByText('Grace Hopper', { selector: 'dd' })).toBeVisible(),
        SLOW_QUERY,
      );
    });
  },
};

interface Rating {
  stars: number;
}

/** An app's own type: a 1–5 rating with one button per star. */
const ratingType = defineFieldType<Rating>({
  fromValue: (value) => ({ stars: typeof value === 'number' ? value : 0 }),
  toValue: (value) => value.stars,
  isEmpty: (value) => value.stars === 0,
  Edit: function RatingEdit({
    field,
    value,
    onChange,
    id,
    label,
    errorText,
    required,
    env,
  }: FieldEditProps<Rating>) {
    return (
      <FieldFrame id={id} label={label} required={required} size={env.size} errorText={errorText}>
        <div className={FORM_CLASSES.row} role="group" aria-labelledby={`${id}-stars`}>
          <span id={`${id}-stars`} className={FORM_CLASSES.srOnly}>
            {label}
          </span>
          {[1, 2, 3, 4, 5].map((stars) => (
            <Button
              key={stars}
              id={stars === 1 ? id : undefined}
              size="sm"
              variant={stars <= value.stars ? 'solid' : 'outline'}
              aria-pressed={stars === value.stars}
              aria-label={`${stars} of 5`}
              onClick={() => onChange({ stars })}
              data-field={field.fieldName}
            >
              {'★'}
            </Button>
          ))}
        </div>
      </FieldFrame>
    );
  },
  format: (value) => `${value.stars} of 5`,
});

/** A registry with a type of the app's own (RATING) next to the built-in ones. */
export const CustomRegistryType: Story = {
  args: {
    fieldRegistry: createFieldRegistry({ RATING: ratingType }),
    fields: [
      { fieldName: 'mood', type: 'RATING', label: 'Mood today', required: true },
      { fieldName: 'note', type: 'STRING', label: 'Note' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '4 of 5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mood: 4, note: '' });
  },
};

/** Large fields for touch screens and older eyes. */
export const Large: Story = {
  args: {
    size: 'lg',
    fields: everyTypeFields.filter((field) => field.category === 'category.personal'),
  },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(name, 'Ada');
    await expect(canvas.getByText('3 / 60')).toBeVisible();
  },
};

/** Read-only fields in edit mode (a text stays a read-only input), and a hidden one not sent. */
export const ReadOnlyAndHidden: Story = {
  args: {
    fields: [
      {
        fieldName: 'guestCode',
        type: 'STRING',
        label: 'Guest code',
        value: 'G-0042',
        readOnly: true,
      },
      dietField({ value: 'D', readOnly: true }),
      { fieldName: 'internalId', type: 'STRING', label: 'Internal id', value: '77', hidden: true },
      { fieldName: 'note', type: 'STRING', label: 'Note' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const code = canvas.getByRole('textbox', { name: 'Guest code' });
    await expect(code).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(canvas.getByText('Diabetic')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Internal id' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Fine');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      guestCode: 'G-0042',
      diet: 'D',
      note: 'Fine',
    });
  },
};

/** An upload: the name is edited without its extension; a file above the limit is refused. */
export const Upload: Story = {
  args: {
    maxUploadBytes: 1024,
    fields: everyTypeFields.filter((field) => field.fieldName === 'consent'),
  },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Signed consent' });
    const input = group.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.upload(input, new File(['x'.repeat(2048)], 'scan.pdf'));
    await expect(
      await canvas.findByText('The file is larger than the maximum size', undefined, SLOW_QUERY),
    ).toBeVisible();
    await userEvent.upload(input, new File(['%PDF-1.7'], 'consent.pdf'));
    const name = await canvas.findByRole('textbox', { name: 'File name' }, SLOW_QUERY);
    await expect(canvas.getByText('.pdf')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'consent-2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      consent: { data: btoa('%PDF-1.7'), fileName: 'consent-2024.pdf' },
    });
  },
};
