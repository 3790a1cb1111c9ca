/**
 * English texts and sample definitions shared by the tests, the stories and the benchmark. Not
 * part of the public API: apps pass their own translated messages.
 */
import type { FieldDefinition, FormRendererMessages } from './types';

export const exampleMessages: FormRendererMessages = {
  required: 'This field is required',
  email: 'Enter an e-mail address such as name@example.org',
  min: (min) => `The minimum is ${min}`,
  max: (max) => `The maximum is ${max}`,
  maxDigits: (max) => `At most ${max} characters`,
  decimal: 'Enter a number such as 12,5',
  integer: 'Enter a whole number',
  remainingCharacters: (n) => `${n} characters left`,
  tooManyCharacters: (n) => `${n} characters too many`,
  empty: 'Not given',
  yes: 'Yes',
  no: 'No',
  uploadChoose: 'Choose a file',
  uploadRemove: 'Remove the file',
  uploadFileName: 'File name',
  uploadHelp: 'PDF or image of the signed document',
  uploadMaxSize: 'The file may not exceed the maximum size',
  uploadTooLarge: 'The file is larger than the maximum size',
  autocompleteSearching: 'Searching…',
  autocompleteNoResults: 'No data found',
  autocompleteSearchError: 'The search failed. Press Enter to try again.',
  autocompleteResultCount: (count) => (count === 1 ? '1 suggestion' : `${count} suggestions`),
  autocompleteRemove: (label) => `Remove ${label}`,
  autocompleteClear: 'Clear',
};

/** Translations of the keys in {@link everyTypeFields} (the `_INTL` options, a helper text). */
export const exampleTranslations: Readonly<Record<string, string>> = {
  'diet.none': 'No restrictions',
  'diet.diabetic': 'Diabetic',
  'diet.soft': 'Soft food',
  'mobility.independent': 'Independent',
  'mobility.walker': 'With a walker',
  'mobility.wheelchair': 'Wheelchair',
  'allergy.lactose': 'Lactose',
  'allergy.gluten': 'Gluten',
  'allergy.nuts': 'Nuts',
  'lang.it': 'Italian',
  'lang.de': 'German',
  'lang.en': 'English',
  'guest.email.invalid': 'The contact e-mail is not valid',
  'category.personal': 'Personal data',
  'category.care': 'Care',
  'category.documents': 'Documents',
};

/** Looks a key up in {@link exampleTranslations}, falling back to the key. */
export function exampleTranslate(key: string): string {
  return exampleTranslations[key] ?? key;
}

/** The diet radio (Normal, Diabetic) that several examples control dependencies with. */
export function dietField(extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return {
    fieldName: 'diet',
    type: 'RADIO',
    label: 'Diet',
    fields: [
      { value: 'N', label: 'Normal' },
      { value: 'D', label: 'Diabetic' },
    ],
    ...extra,
  };
}

/** One field of every type, in three categories, with a dependency and an e-mail rule. */
export const everyTypeFields: readonly FieldDefinition[] = [
  {
    fieldName: 'intro',
    type: 'LABEL',
    label: 'Guest sheet',
    value: 'Update the sheet after each admission interview.',
    category: 'category.personal',
  },
  {
    fieldName: 'fullName',
    type: 'STRING',
    label: 'Full name',
    required: true,
    maxDigits: 60,
    category: 'category.personal',
    vip: true,
  },
  {
    fieldName: 'email',
    type: 'STRING',
    label: 'Contact e-mail',
    validate: 'email',
    helperText: 'guest.email.invalid',
    category: 'category.personal',
  },
  {
    fieldName: 'birthDate',
    type: 'DATE',
    label: 'Date of birth',
    max: '2010-12-31',
    category: 'category.personal',
  },
  {
    fieldName: 'language',
    type: 'RADIO_INTL',
    label: 'Language',
    fields: [
      { value: 'it', label: 'lang.it' },
      { value: 'de', label: 'lang.de' },
      { value: 'en', label: 'lang.en' },
    ],
    value: 'it',
    category: 'category.personal',
  },
  {
    fieldName: 'room',
    type: 'AUTOCOMPLETE',
    label: 'Room',
    fields: [
      { id: 101, label: 'Garden 101' },
      { id: 102, label: 'Garden 102' },
      { id: 201, label: 'Lake 201' },
      { id: 202, label: 'Lake 202' },
    ],
    category: 'category.care',
  },
  {
    fieldName: 'mobility',
    type: 'AUTOCOMPLETE_INTL',
    label: 'Mobility',
    fields: [
      { value: 'independent', label: 'mobility.independent' },
      { value: 'walker', label: 'mobility.walker' },
      { value: 'wheelchair', label: 'mobility.wheelchair' },
    ],
    category: 'category.care',
  },
  {
    fieldName: 'languagesSpoken',
    type: 'AUTOCOMPLETE_MULTIPLE',
    label: 'Languages spoken',
    fields: [
      { value: 'it', label: 'Italian' },
      { value: 'de', label: 'German' },
      { value: 'fr', label: 'French' },
    ],
    category: 'category.care',
  },
  {
    fieldName: 'allergies',
    type: 'AUTOCOMPLETE_MULTIPLE_INTL',
    label: 'Allergies',
    fields: [
      { value: 'lactose', label: 'allergy.lactose' },
      { value: 'gluten', label: 'allergy.gluten' },
      { value: 'nuts', label: 'allergy.nuts' },
    ],
    category: 'category.care',
  },
  dietField({ category: 'category.care' }),
  {
    fieldName: 'dietNotes',
    type: 'DESCRIPTION',
    label: 'Diet notes',
    maxDigits: 500,
    dependencies: [{ fieldName: 'diet', value: 'D' }],
    category: 'category.care',
  },
  {
    fieldName: 'aids',
    type: 'CHECKBOX',
    label: 'Aids',
    fields: [
      { value: 'glasses', label: 'Glasses' },
      { value: 'hearing', label: 'Hearing aid' },
      { value: 'dentures', label: 'Dentures' },
    ],
    category: 'category.care',
  },
  {
    fieldName: 'meals',
    type: 'CHECKBOX_INTL',
    label: 'Meal textures',
    fields: [
      { value: 'none', label: 'diet.none' },
      { value: 'diabetic', label: 'diet.diabetic' },
      { value: 'soft', label: 'diet.soft' },
    ],
    category: 'category.care',
  },
  {
    fieldName: 'weight',
    type: 'DECIMAL',
    label: 'Weight (kg)',
    min: 20,
    max: 250,
    category: 'category.care',
  },
  {
    fieldName: 'meals per day',
    type: 'INTEGER',
    label: 'Meals per day',
    min: 1,
    max: 8,
    category: 'category.care',
  },
  {
    fieldName: 'lastVisit',
    type: 'DATETIME',
    label: 'Last visit',
    category: 'category.care',
  },
  {
    fieldName: 'fallRisk',
    type: 'SWITCH',
    label: 'Fall risk',
    value: 'F',
    category: 'category.care',
  },
  {
    fieldName: 'wristband',
    type: 'COLOR',
    label: 'Wristband colour',
    value: '#1976d2',
    category: 'category.care',
  },
  {
    fieldName: 'consent',
    type: 'UPLOAD',
    label: 'Signed consent',
    acceptExtension: '.pdf,.png,.jpg',
    category: 'category.documents',
  },
  {
    fieldName: 'guestCode',
    type: 'STRING',
    label: 'Guest code',
    value: 'G-0042',
    readOnly: true,
    category: 'category.documents',
  },
  {
    fieldName: 'internalId',
    type: 'STRING',
    value: 'x-91',
    hidden: true,
  },
];
