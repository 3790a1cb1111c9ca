import type { Activity, ActivityOccurrence } from '@care/api-client';
import { ConfirmDialog, Drawer } from '@care/ui';
import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { usePermitted } from '../../../shared/permissions/index';
import { useCancelActivity } from '../api/activity.mutations';
import { activityQueries } from '../api/activity.queries';
import { ACTIVITY_WRITE_REQUIREMENT } from '../permissions';
import { AttendanceSection } from './attendance-form';
import { EnrolledGuests } from './enrolled-guests';
import { useActivityDates } from '../dates';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <chakra.dt fontWeight="semibold">{term}</chakra.dt>
      <chakra.dd ms="0" mb="2" whiteSpace="pre-line">
        {children}
      </chakra.dd>
    </>
  );
}

function Details({ activity, occurrence }: { activity: Activity; occurrence: ActivityOccurrence }) {
  const { t } = useTranslation();
  const dates = useActivityDates();
  const { recurrence } = activity;
  let repeats = t('activity.drawer.once');
  if (recurrence?.frequency === 'daily') {
    repeats = t('activity.drawer.repeatsDaily', { until: dates.date(recurrence.until) });
  } else if (recurrence) {
    const days = (recurrence.weekdays ?? []).map((day) => t(`activity.weekday.${day}`)).join(', ');
    repeats = t('activity.drawer.repeatsWeekly', { days, until: dates.date(recurrence.until) });
  }
  return (
    <chakra.dl>
      <Detail term={t('activity.drawer.when')}>
        {`${dates.longDate(occurrence.start)}, ${t('activity.occurrence.time', {
          from: dates.time(occurrence.start),
          to: dates.time(occurrence.end),
        })}`}
      </Detail>
      <Detail term={t('activity.drawer.place')}>{activity.place}</Detail>
      <Detail term={t('activity.drawer.leader')}>
        {activity.leader?.name ?? t('activity.drawer.noLeader')}
      </Detail>
      <Detail term={t('activity.drawer.capacity')}>
        {activity.capacity ?? t('activity.drawer.noCapacity')}
      </Detail>
      <Detail term={t('activity.drawer.repeats')}>{repeats}</Detail>
      {activity.description && (
        <Detail term={t('activity.drawer.description')}>{activity.description}</Detail>
      )}
    </chakra.dl>
  );
}

function CancelActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelActivity(activity.id);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('activity.cancel.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await cancel.mutateAsync().then(
            () => setOpen(false),
            () => undefined,
          );
        }}
        title={t('activity.cancel.title', { title: activity.title })}
        description={t('activity.cancel.description')}
        confirmLabel={t('activity.cancel.confirm')}
        cancelLabel={t('activity.cancel.keep')}
        destructive
        pending={cancel.isPending}
      />
    </>
  );
}

/**
 * One occurrence in a drawer (docs/behaviour/activities.md#an-occurrence): its details, the
 * enrolled guests (added and removed by those who write), the attendance once it started, and
 * cancelling the activity.
 */
export function OccurrenceDrawer(props: {
  occurrence: ActivityOccurrence;
  onClose: () => void;
  /** Opens the activity's form (those who write, while it is not cancelled). */
  onEdit: (activity: Activity) => void;
}) {
  const { occurrence } = props;
  const { t } = useTranslation();
  const api = useApi();
  const writes = usePermitted(ACTIVITY_WRITE_REQUIREMENT);
  const activity = useQuery(activityQueries.activity(api, occurrence.activityId));
  let body;
  if (activity.isError) body = <Text role="alert">{t('activity.drawer.loadError')}</Text>;
  else if (!activity.data) body = <Text color="fg.muted">{t('activity.loading')}</Text>;
  else
    body = (
      <Stack gap="6">
        {activity.data.cancelled && <Text fontWeight="bold">{t('activity.drawer.cancelled')}</Text>}
        <Details activity={activity.data} occurrence={occurrence} />
        <EnrolledGuests activity={activity.data} writes={writes} />
        {!activity.data.cancelled && (
          <AttendanceSection
            activityId={activity.data.id}
            start={occurrence.start}
            writes={writes}
          />
        )}
        {writes && !activity.data.cancelled && (
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => props.onEdit(activity.data)}>
              {t('activity.drawer.edit')}
            </Button>
            <CancelActivity activity={activity.data} />
          </Flex>
        )}
      </Stack>
    );
  return (
    <Drawer
      open
      onClose={props.onClose}
      title={occurrence.title}
      closeLabel={t('activity.drawer.close')}
    >
      {body}
    </Drawer>
  );
}
