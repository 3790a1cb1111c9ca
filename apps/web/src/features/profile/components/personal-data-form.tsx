import type { FieldDefinition } from '@care/api-client';
import { useSaveMyInfo } from '../api/profile.mutations';
import { ServerForm } from './server-form';

/**
 * The personal-data form of the profile page (docs/behaviour/forms.md#view-edit-confirm-save): view
 * → edit → confirm → save → reload (see {@link ServerForm}); after a save the structure is read
 * again.
 */
export function PersonalDataForm({ fields }: { fields: readonly FieldDefinition[] }) {
  return (
    <ServerForm
      fields={fields}
      textsKey="profilePage.data"
      categoriesKey="profilePage.categories"
      save={useSaveMyInfo()}
    />
  );
}
