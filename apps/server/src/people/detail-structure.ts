import { PERSON_DETAIL_STRUCTURE, type FieldDefinition } from '@care/api-client/schemas';
import { MY_INFO_FIELDS } from './structures';

/** The detail page's structure code (`structure/PERSONAL_DATA_FIELD_EDIT`). */
export { PERSON_DETAIL_STRUCTURE };

const label = (fieldName: string) => `personDetail.fields.${fieldName}`;

/** A field as the profile form has it (same kind and limits), with the detail page's label. */
function fromProfile(fieldName: string): FieldDefinition {
  const field = MY_INFO_FIELDS.find((candidate) => candidate.fieldName === fieldName);
  if (!field) throw new Error(`the profile form has no field ${fieldName}`);
  return {
    ...field,
    label: label(fieldName),
    ...(field.helperText ? { helperText: `personDetail.fields.${fieldName}Helper` } : {}),
  };
}
const options = (values: readonly string[], prefix: string) =>
  values.map((value) => ({ value, label: `personDetail.${prefix}.${value}` }));

/**
 * The person detail form (docs/behaviour/people-and-guests.md#person-detail): the same for guests,
 * doctors and care staff, grouped by category (personal, contacts, stay, health). Labels and option
 * labels are i18n keys (`personDetail.fields.*`, `personDetail.gender.*`, `personDetail.diet.*`,
 * `personDetail.relation.*`). Unlike the profile form, the identifier code is editable here: the
 * secretary records it. Fields without a column live in `personal_data.details`.
 */
export const PERSON_DETAIL_FIELDS: readonly FieldDefinition[] = [
  fromProfile('name'),
  fromProfile('surname'),
  {
    fieldName: 'gender',
    type: 'RADIO_INTL',
    label: label('gender'),
    fields: options(['F', 'M'], 'gender'),
    category: 'personal',
  },
  fromProfile('birthDate'),
  {
    fieldName: 'birthPlace',
    type: 'STRING',
    label: label('birthPlace'),
    maxDigits: 80,
    category: 'personal',
  },
  {
    fieldName: 'identifierCode',
    type: 'STRING',
    label: label('identifierCode'),
    maxDigits: 16,
    category: 'personal',
  },
  fromProfile('description'),
  fromProfile('email'),
  fromProfile('phone'),
  {
    fieldName: 'contactName',
    type: 'STRING',
    label: label('contactName'),
    maxDigits: 100,
    category: 'contacts',
  },
  {
    fieldName: 'contactRelation',
    type: 'RADIO_INTL',
    label: label('contactRelation'),
    fields: options(
      ['daughter', 'son', 'niece', 'nephew', 'spouse', 'guardian', 'other'],
      'relation',
    ),
    category: 'contacts',
  },
  {
    fieldName: 'contactPhone',
    type: 'STRING',
    label: label('contactPhone'),
    maxDigits: 20,
    category: 'contacts',
  },
  { fieldName: 'room', type: 'STRING', label: label('room'), maxDigits: 10, category: 'stay' },
  {
    fieldName: 'admissionDate',
    type: 'DATE',
    label: label('admissionDate'),
    min: '1990-01-01',
    category: 'stay',
  },
  {
    fieldName: 'diet',
    type: 'RADIO_INTL',
    label: label('diet'),
    fields: options(['normal', 'diabetic', 'soft', 'lowSalt', 'glutenFree'], 'diet'),
    category: 'stay',
  },
  {
    fieldName: 'allergies',
    type: 'DESCRIPTION',
    label: label('allergies'),
    maxDigits: 500,
    category: 'health',
  },
];
