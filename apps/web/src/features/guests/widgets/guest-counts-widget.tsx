import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../app/api';
import { useSelectedGroupId } from '../../../shared/selected-group';
import { WidgetCard, WidgetCount } from '../../home/components/widget-card';
import type { WidgetPrefetchContext } from '../../home/home-widget';
import { guestQueries } from '../api/guests.queries';

const TABS = [
  { field: 'admitted', status: 'A' },
  { field: 'waiting', status: 'W' },
  { field: 'suspended', status: 'S' },
] as const;

/** Starts the card's query (the home route's loader, before the card renders). */
export const prefetch = ({ api, client, groupId }: WidgetPrefetchContext) =>
  client.prefetchQuery(guestQueries.counts(api, groupId));

/** Admitted, waiting and suspended guests of the selected group, each a link to its tab. */
export default function GuestCountsWidget() {
  const { t } = useTranslation();
  const query = useQuery(guestQueries.counts(useApi(), useSelectedGroupId()));
  return (
    <WidgetCard
      title={t('home.widgets.guests.title')}
      query={query}
      link={{ to: '/loggedIn/guestList/', label: t('home.widgets.guests.open') }}
    >
      {(counts) => (
        <Stack gap="2">
          {TABS.map(({ field, status }) => (
            <Link key={field} to={`/loggedIn/guestList/?status=${status}`}>
              <WidgetCount count={counts[field]} label={t(`home.widgets.guests.${field}`)} />
            </Link>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
