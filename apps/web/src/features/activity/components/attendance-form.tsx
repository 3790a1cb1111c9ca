import {
  ATTENDANCE_STATUSES,
  type ActivityAttendance,
  type AttendanceStatus,
} from '@care/api-client';
import { useMessageBar } from '@care/ui';
import { Button, chakra, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { saveClearingDraft } from '../../../shared/drafts/use-form-renderer-draft';
import { useValuesDraft } from '../../../shared/drafts/use-values-draft';
import { useRecordAttendance } from '../api/activity.mutations';
import { activityQueries } from '../api/activity.queries';

type Choices = Record<number, { status: AttendanceStatus | null; note: string }>;

const initial = (attendance: ActivityAttendance): Choices =>
  Object.fromEntries(
    attendance.guests.map((guest) => [
      guest.personalDataId,
      { status: guest.status, note: guest.note ?? '' },
    ]),
  );

/** One guest's fieldset: present, absent or refused (a radio group), and a note. */
function GuestAttendance(props: {
  guest: ActivityAttendance['guests'][number];
  value: Choices[number];
  disabled: boolean;
  onChange: (value: Choices[number]) => void;
}) {
  const { guest, value, disabled } = props;
  const { t } = useTranslation();
  const name = `${guest.name} ${guest.surname}`;
  const radioName = `attendance-${guest.personalDataId}`;
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" p="3" disabled={disabled}>
      <chakra.legend fontWeight="semibold" px="1">
        {name}
      </chakra.legend>
      <Flex gap="4" wrap="wrap" role="radiogroup" aria-label={name}>
        {ATTENDANCE_STATUSES.map((status) => (
          <chakra.label key={status} display="flex" gap="2" alignItems="center">
            <input
              type="radio"
              name={radioName}
              value={status}
              checked={value.status === status}
              onChange={() => props.onChange({ ...value, status })}
            />
            {t(`activity.attendance.status.${status}`)}
          </chakra.label>
        ))}
      </Flex>
      <Field.Root mt="2">
        <Field.Label>{t('activity.attendance.note')}</Field.Label>
        <Input
          value={value.note}
          maxLength={500}
          onChange={(event) => props.onChange({ ...value, note: event.target.value })}
        />
      </Field.Root>
    </chakra.fieldset>
  );
}

/**
 * The draft of an occurrence's attendance (docs/behaviour/never-losing-work.md#drafts): record
 * `<activity>-<start>`, a field a guest; when someone saved the attendance since, the offer shows
 * both, guest by guest.
 */
function useAttendanceDraft(
  attendance: ActivityAttendance,
  choices: Choices,
  onRestore: (choices: Partial<Choices>) => void,
) {
  const { t } = useTranslation();
  const nameOf = (id: string) => {
    const guest = attendance.guests.find((g) => String(g.personalDataId) === id);
    return guest ? `${guest.name} ${guest.surname}` : id;
  };
  const textOf = (_id: string, value: unknown) => {
    const choice = value as Choices[number] | undefined;
    const status = choice?.status ? t(`activity.attendance.status.${choice.status}`) : '';
    return [status, choice?.note ?? ''].filter(Boolean).join(': ');
  };
  return useValuesDraft<Choices>({
    formId: 'activity.attendance',
    recordId: `${attendance.activityId}-${attendance.start}`,
    initial: initial(attendance),
    values: choices,
    definition: ['status', 'note', ATTENDANCE_STATUSES],
    labelOf: nameOf,
    textOf,
    onRestore,
  });
}

function Form({ attendance, writes }: { attendance: ActivityAttendance; writes: boolean }) {
  const { t } = useTranslation();
  const { notify } = useMessageBar();
  const save = useRecordAttendance(attendance.activityId);
  const [choices, setChoices] = useState<Choices>(() => initial(attendance));
  const draft = useAttendanceDraft(attendance, choices, (restored) =>
    setChoices({ ...initial(attendance), ...restored } as Choices),
  );
  if (attendance.guests.length === 0) return <Text>{t('activity.attendance.none')}</Text>;
  const submit = () => {
    const records = attendance.guests.flatMap((guest) => {
      const choice = choices[guest.personalDataId];
      if (!choice?.status) return [];
      const note = choice.note.trim();
      return [{ personalDataId: guest.personalDataId, status: choice.status, note: note || null }];
    });
    if (records.length === 0) {
      notify.error(t('activity.attendance.choose'), { id: 'activity.attendance' });
      return;
    }
    void saveClearingDraft(save, { start: attendance.start, records }, draft, () => undefined);
  };
  return (
    <chakra.form
      display="grid"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {writes && draft.prompt}
      {attendance.guests.map((guest) => (
        <GuestAttendance
          key={guest.personalDataId}
          guest={guest}
          disabled={!writes || save.isPending}
          value={choices[guest.personalDataId] ?? { status: null, note: '' }}
          onChange={(value) => setChoices({ ...choices, [guest.personalDataId]: value })}
        />
      ))}
      {writes && (
        <Button type="submit" loading={save.isPending} justifySelf="start">
          {t('activity.attendance.save')}
        </Button>
      )}
    </chakra.form>
  );
}

/**
 * The attendance of one occurrence (docs/behaviour/activities.md#attendance), once it started:
 * a fieldset per guest with present / absent / refused and a note. Saving writes the guests'
 * diary entries on the server.
 */
export function AttendanceSection(props: { activityId: number; start: string; writes: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  // When the drawer opened: an occurrence that starts while it is open needs it opened again.
  const [openedAt] = useState(() => Date.now());
  const started = new Date(props.start).getTime() <= openedAt;
  const attendance = useQuery({
    ...activityQueries.attendance(api, props.activityId, props.start),
    enabled: started,
  });
  let body;
  if (!started) body = <Text>{t('activity.attendance.notYet')}</Text>;
  else if (attendance.isError) body = <Text role="alert">{t('activity.attendance.error')}</Text>;
  else if (!attendance.data) body = <Text color="fg.muted">{t('activity.loading')}</Text>;
  else
    body = (
      <Form key={attendance.dataUpdatedAt} attendance={attendance.data} writes={props.writes} />
    );
  return (
    <Stack as="section" gap="3" aria-labelledby="activity-attendance">
      <chakra.h3 fontSize="lg" fontWeight="semibold" id="activity-attendance">
        {t('activity.attendance.title')}
      </chakra.h3>
      {body}
    </Stack>
  );
}
