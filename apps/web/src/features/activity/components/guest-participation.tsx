import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { usePermitted } from '../../../shared/permissions/index';
import { ACTIVITY_READ_REQUIREMENT } from '../permissions';
import { activityQueries } from '../api/activity.queries';
import { useActivityDates } from '../dates';

/**
 * A guest's participation (docs/behaviour/activities.md#a-guests-participation), a section of the
 * guest chart's summary (features/guest-chart/summary-sections.ts): the attendance of the last 30 days, newest first, each with its status in
 * words.
 */
export function GuestParticipation({ personalDataId }: { personalDataId: number }) {
  // The routes are for staff: a guest reading their own chart does not get this section.
  const staff = usePermitted(ACTIVITY_READ_REQUIREMENT);
  return staff ? <Participation personalDataId={personalDataId} /> : null;
}

function Participation({ personalDataId }: { personalDataId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const dates = useActivityDates();
  const list = useQuery(activityQueries.participation(api, personalDataId));
  let body;
  if (list.isError) body = <Text role="alert">{t('activity.participation.error')}</Text>;
  else if (!list.data) body = <Text color="fg.muted">{t('activity.loading')}</Text>;
  else if (list.data.length === 0) body = <Text>{t('activity.participation.none')}</Text>;
  else
    body = (
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="1">
        {list.data.map((row) => (
          <chakra.li key={`${row.activityId}-${row.start}`} display="flex" gap="3" flexWrap="wrap">
            <Text minW="9rem">{dates.dateTime(row.start)}</Text>
            <Text fontWeight="semibold">{`${row.title} (${row.place})`}</Text>
            <Text>{t(`activity.attendance.status.${row.status}`)}</Text>
            {row.note && <Text color="fg.muted">{row.note}</Text>}
          </chakra.li>
        ))}
      </chakra.ul>
    );
  return (
    <Stack as="section" gap="3" aria-labelledby="chart-summary-activities">
      <Heading as="h2" size="lg" id="chart-summary-activities">
        {t('activity.participation.title')}
      </Heading>
      {body}
    </Stack>
  );
}
