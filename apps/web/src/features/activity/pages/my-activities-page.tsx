import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { activityQueries } from '../api/activity.queries';
import { WeekCalendar } from '../components/week-calendar';
import { useWeek, WeekNavigation } from '../components/week-navigation';

/**
 * `myActivities/` (docs/behaviour/activities.md#a-guests-own-programme): a guest's own programme,
 * a week at a time: the activities of their groups, those they take part in said in words.
 */
export function MyActivitiesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const week = useWeek();
  const programme = useQuery(activityQueries.mine(api, week.monday, week.next));
  let body;
  if (programme.isError) body = <Text role="alert">{t('activity.loadError')}</Text>;
  else if (!programme.data) body = <Text color="fg.muted">{t('activity.loading')}</Text>;
  else body = <WeekCalendar days={week.days} occurrences={programme.data} />;
  return (
    <Stack gap="6">
      <title>{`${t('activity.mine.title')} · ${t('app.name')}`}</title>
      <Heading as="h1" size="2xl">
        {t('activity.mine.title')}
      </Heading>
      <Text>{t('activity.mine.intro')}</Text>
      <WeekNavigation week={week} />
      {body}
    </Stack>
  );
}
