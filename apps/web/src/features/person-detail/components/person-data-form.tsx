import type { FieldDefinition } from '@care/api-client';
import { ServerForm } from '../../profile/components/server-form';
import { useSavePersonDetail } from '../api/person-detail.mutations';

/** Props of {@link PersonDataForm}. */
export interface PersonDataFormProps {
  personalDataId: number;
  /** The structure's fields with the person's values. */
  fields: readonly FieldDefinition[];
  /** Whether the user may edit (secretary, administrator). */
  editable: boolean;
}

/**
 * The person detail form (docs/behaviour/people-and-guests.md#person-detail), grouped by category:
 * view → edit → confirm → save → reload (see the profile's {@link ServerForm}); after a save the
 * detail is read again.
 */
export function PersonDataForm({ personalDataId, fields, editable }: PersonDataFormProps) {
  return (
    <ServerForm
      fields={fields}
      textsKey="personDetail.data"
      categoriesKey="personDetail.categories"
      save={useSavePersonDetail(personalDataId)}
      editable={editable}
      draft={{ formId: 'personDetail.data', recordId: String(personalDataId) }}
    />
  );
}
