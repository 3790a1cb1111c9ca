import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useSelectedGroupId } from '../../../shared/selected-group';
import { WidgetCard, WidgetCount } from '../../home/components/widget-card';
import type { WidgetPrefetchContext } from '../../home/home-widget';
import { guestQueries } from '../api/guests.queries';
import { GuestLinkList } from './guest-link-list';

/** Starts the card's query (the home route's loader, before the card renders). */
export const prefetch = ({ api, client, groupId }: WidgetPrefetchContext) =>
  client.prefetchQuery(guestQueries.withAllergy(api, groupId));

/** The selected group's admitted guests with an allergy, each with the allergy in words. */
export default function AllergiesWidget() {
  const { t } = useTranslation();
  const query = useQuery(guestQueries.withAllergy(useApi(), useSelectedGroupId()));
  return (
    <WidgetCard title={t('home.widgets.allergies.title')} query={query}>
      {({ items, total }) =>
        total === 0 ? (
          <Text color="fg.muted">{t('home.widgets.allergies.none')}</Text>
        ) : (
          <Stack gap="3">
            <WidgetCount
              count={total}
              label={t('home.widgets.allergies.count', { count: total })}
            />
            <GuestLinkList
              guests={items.map((guest) => ({
                ...guest,
                detail: t('home.widgets.allergies.detail', { allergies: guest.allergies }),
              }))}
            />
            {total > items.length && (
              <Text textStyle="sm" color="fg.muted">
                {t('home.widgets.more', { count: total - items.length })}
              </Text>
            )}
          </Stack>
        )
      }
    </WidgetCard>
  );
}
