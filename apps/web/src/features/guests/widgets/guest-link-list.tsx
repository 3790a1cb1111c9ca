import { Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { personDetailPath } from '../../person-detail/index';

/** A guest of a widget's list: the name links to the guest's chart, `detail` says why listed. */
export interface WidgetGuest {
  personalDataId: number;
  name: string;
  surname: string;
  detail: string;
}

/** The guests a widget lists, each a link to the chart. */
export function GuestLinkList({ guests }: { guests: readonly WidgetGuest[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {guests.map((guest) => (
        <li key={guest.personalDataId}>
          <Link to={personDetailPath(guest.personalDataId)}>
            <Text as="span" fontWeight="semibold" textDecoration="underline">
              {guest.surname} {guest.name}
            </Text>
          </Link>
          <Text textStyle="sm" color="fg.muted">
            {guest.detail}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
