import type { FieldDefinition } from '@care/api-client/schemas';

/**
 * The profile form's structure code (`personal/structure/MY_INFO_EDIT/`,
 * docs/behaviour/people-and-guests.md#profile-page).
 */
export const MY_INFO_EDIT = 'MY_INFO_EDIT';

/** Fields stored in a column of `personal_data`; every other field lives in its `details`. */
export const COLUMN_FIELDS = ['name', 'surname', 'email', 'identifierCode', 'description'] as const;
/** A field with a column of its own. */
export type ColumnField = (typeof COLUMN_FIELDS)[number];

/** Whether `fieldName` has a column of its own. */
export function isColumnField(fieldName: string): fieldName is ColumnField {
  return (COLUMN_FIELDS as readonly string[]).includes(fieldName);
}

const label = (fieldName: string) => `profilePage.fields.${fieldName}`;

/**
 * The profile form (docs/behaviour/people-and-guests.md#profile-page): what staff and guests may
 * keep up to date themselves. Labels are i18n keys; categories group the fields on the page. The
 * identifier code (a tax or health-card code) is the facility's to set: read-only here. Lengths are
 * the database's and the forms'.
 */
export const MY_INFO_FIELDS: readonly FieldDefinition[] = [
  {
    fieldName: 'name',
    type: 'STRING',
    label: label('name'),
    required: true,
    maxDigits: 50,
    category: 'personal',
  },
  {
    fieldName: 'surname',
    type: 'STRING',
    label: label('surname'),
    required: true,
    maxDigits: 50,
    category: 'personal',
  },
  {
    fieldName: 'birthDate',
    type: 'DATE',
    label: label('birthDate'),
    min: '1900-01-01',
    category: 'personal',
  },
  {
    fieldName: 'identifierCode',
    type: 'STRING',
    label: label('identifierCode'),
    readOnly: true,
    category: 'personal',
  },
  {
    fieldName: 'description',
    type: 'DESCRIPTION',
    label: label('description'),
    maxDigits: 300,
    category: 'personal',
  },
  {
    fieldName: 'email',
    type: 'STRING',
    label: label('email'),
    maxDigits: 100,
    validate: 'email',
    helperText: 'profilePage.fields.emailHelper',
    category: 'contacts',
  },
  {
    fieldName: 'phone',
    type: 'STRING',
    label: label('phone'),
    maxDigits: 20,
    category: 'contacts',
  },
];
