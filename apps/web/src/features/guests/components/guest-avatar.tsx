import type { GuestRow } from '@care/api-client';
import { Avatar } from '@care/ui';
import { useTranslation } from 'react-i18next';
import { useAccountPhoto } from '../../person-detail/components/person-photo';

/**
 * A guest's photo in the list, read only when the guest has one; the identicon otherwise (also
 * when the photo cannot be read: a list says nothing about it).
 */
export function GuestAvatar({ guest }: { guest: GuestRow }) {
  const { t } = useTranslation();
  const src = useAccountPhoto(guest.customerAccountId, {
    enabled: guest.hasPhoto,
    quiet: true,
  });
  return (
    <Avatar
      label={t('guests.row.photo', { name: `${guest.name} ${guest.surname}` })}
      src={src}
      personId={guest.customerAccountId}
    />
  );
}
