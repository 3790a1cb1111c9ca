import { formatNumericDate } from '@care/i18n';
import type { BirthdayGuest } from '@care/api-client';
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useSelectedGroupId } from '../../../shared/selected-group';
import { WidgetCard, WidgetCount } from '../../home/components/widget-card';
import type { WidgetPrefetchContext } from '../../home/home-widget';
import { guestQueries } from '../api/guests.queries';
import { GuestLinkList } from './guest-link-list';

function when(t: TFunction, guest: BirthdayGuest): string {
  const age = guest.turns;
  if (guest.inDays === 0) return t('home.widgets.birthdays.today', { age });
  if (guest.inDays === 1) return t('home.widgets.birthdays.tomorrow', { age });
  return t('home.widgets.birthdays.on', { date: formatNumericDate(guest.date), age });
}

/** Starts the card's query (the home route's loader, before the card renders). */
export const prefetch = ({ api, client, groupId }: WidgetPrefetchContext) =>
  client.prefetchQuery(guestQueries.birthdays(api, groupId));

/** Birthdays today and in the coming week of the selected group's admitted guests. */
export default function BirthdaysWidget() {
  const { t } = useTranslation();
  const query = useQuery(guestQueries.birthdays(useApi(), useSelectedGroupId()));
  return (
    <WidgetCard title={t('home.widgets.birthdays.title')} query={query}>
      {({ items, total }) => {
        const today = items.filter((guest) => guest.inDays === 0).length;
        if (total === 0) return <Text color="fg.muted">{t('home.widgets.birthdays.none')}</Text>;
        return (
          <Stack gap="3">
            <WidgetCount count={today} label={t('home.widgets.birthdays.countToday')} />
            <Text color="fg.muted">{t('home.widgets.birthdays.countWeek', { count: total })}</Text>
            <GuestLinkList guests={items.map((guest) => ({ ...guest, detail: when(t, guest) }))} />
          </Stack>
        );
      }}
    </WidgetCard>
  );
}
