import type { FieldDefinition } from '@care/api-client';
import { useSaveMyInfo } from '../api/profile.mutations';
import { ServerForm } from './server-form';

/**
 * The personal-data form of the profile page (docs/behaviour/forms.md#view-edit-confirm-save): view
 * → edit → confirm → save → reload (see {@link ServerForm}); after a save the structure is read
 * again. A new e-mail address needs the current password (the form asks for it).
 */
export function PersonalDataForm({ fields }: { fields: readonly FieldDefinition[] }) {
  return (
    <ServerForm
      fields={fields}
      textsKey="profilePage.data"
      categoriesKey="profilePage.categories"
      save={useSaveMyInfo()}
      reauthenticateOn="email"
      draft={{ formId: 'profilePage.data', recordId: 'me' }}
    />
  );
}
