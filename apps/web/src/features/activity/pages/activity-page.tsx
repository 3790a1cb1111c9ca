import type { Activity, ActivityOccurrence } from '@care/api-client';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { usePermitted } from '../../../shared/permissions/index';
import { useSelectedGroupId } from '../../../shared/selected-group';
import { activityQueries } from '../api/activity.queries';
import { ActivityFormDrawer } from '../components/activity-form-drawer';
import { OccurrenceDrawer } from '../components/occurrence-drawer';
import { WeekCalendar } from '../components/week-calendar';
import { ACTIVITY_WRITE_REQUIREMENT } from '../permissions';
import { useWeek, WeekNavigation } from '../components/week-navigation';
import { HelpLink } from '../../../shared/help-link';

/**
 * `activity/` (docs/behaviour/activities.md#the-week): the selected group's programme, a week at
 * a time; an occurrence opens in a drawer; "New activity" for those who write the activities.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('activity.messages')}>
      <Programme />
    </PageMessageBars>
  );
}

function Programme() {
  const { t } = useTranslation();
  const api = useApi();
  const groupId = useSelectedGroupId();
  const writes = usePermitted(ACTIVITY_WRITE_REQUIREMENT);
  const weekNav = useWeek();
  const week = useQuery({
    ...activityQueries.week(api, groupId, weekNav.monday, weekNav.next),
    enabled: groupId !== null,
  });
  const [open, setOpen] = useState<ActivityOccurrence | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Activity | null>(null);
  const edit = (activity: Activity) => {
    setOpen(null);
    setEditing(activity);
  };

  let body;
  if (groupId === null) body = <Text>{t('activity.noGroup')}</Text>;
  else if (week.isError) body = <Text role="alert">{t('activity.loadError')}</Text>;
  else if (!week.data) body = <Text color="fg.muted">{t('activity.loading')}</Text>;
  else body = <WeekCalendar days={weekNav.days} occurrences={week.data} onOpen={setOpen} />;

  return (
    <Stack gap="6">
      <title>{`${t('activity.title')} · ${t('app.name')}`}</title>
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          {t('activity.title')}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center">
          <HelpLink page="activities" topic={t('activity.title')} />
          {writes && groupId !== null && (
            <Button
              onClick={() => setCreating(true)}
              bg="care.button.primary.bg"
              color="care.button.primary.fg"
              borderRadius="care.button"
            >
              {t('activity.new')}
            </Button>
          )}
        </Flex>
      </Flex>
      <WeekNavigation week={weekNav} />
      <Text color="fg.muted">{t('activity.week.keyboard')}</Text>
      {body}
      {open && <OccurrenceDrawer occurrence={open} onClose={() => setOpen(null)} onEdit={edit} />}
      {editing && (
        <ActivityFormDrawer
          groupId={editing.groupId}
          activity={editing}
          onClose={() => setEditing(null)}
        />
      )}
      {creating && groupId !== null && (
        <ActivityFormDrawer groupId={groupId} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
