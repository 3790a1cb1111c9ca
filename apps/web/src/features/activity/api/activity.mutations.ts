import type { ActivityAttendanceWrite, ActivityWrite } from '@care/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useChangeMessages } from '../../../shared/change-messages';
import { diaryKeys } from '../../diary/api/diary.queries';
import { activityKeys } from './activity.queries';

/**
 * The changes of the activities (docs/behaviour/activities.md): each says its success, or the
 * error code's own text (E045 full, E046 not started) else its fallback, and reads the
 * programme again. A failure is rethrown so that a form stays open with what was typed.
 */

function useFeedback(id: string, fallbackKey: string) {
  const client = useQueryClient();
  return {
    ...useChangeMessages(id, fallbackKey),
    refresh: () => client.invalidateQueries({ queryKey: activityKeys.all }),
  };
}

/** `POST care/api/v1/activity`: a new activity. */
export function useCreateActivity() {
  const api = useApi();
  const { t } = useTranslation();
  const feedback = useFeedback('activity.form', 'activity.form.error');
  return useMutation({
    mutationFn: (body: ActivityWrite) => api.activity.create(body),
    onSuccess: async (activity) => {
      feedback.saved(t('activity.form.created', { title: activity.title }));
      await feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/** `PUT care/api/v1/activity/{id}`: a change to an activity. */
export function useUpdateActivity(id: number) {
  const api = useApi();
  const { t } = useTranslation();
  const feedback = useFeedback('activity.form', 'activity.form.error');
  return useMutation({
    mutationFn: (body: ActivityWrite) => api.activity.update(id, body),
    onSuccess: async (activity) => {
      feedback.saved(t('activity.form.updated', { title: activity.title }));
      await feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/** A guest to enrol or unenrol, with the name the message says. */
export interface EnrolmentInput {
  personalDataId: number;
  name: string;
}

/** `POST …/enrolments` and `DELETE …/enrolments/{guest}`. */
export function useEnrolment(id: number, enrol: boolean) {
  const api = useApi();
  const { t } = useTranslation();
  const feedback = useFeedback('activity.guests', 'activity.guests.error');
  return useMutation({
    mutationFn: ({ personalDataId }: EnrolmentInput) =>
      enrol ? api.activity.enrol(id, personalDataId) : api.activity.unenrol(id, personalDataId),
    onSuccess: async (_activity, { name }) => {
      feedback.saved(t(enrol ? 'activity.guests.enrolled' : 'activity.guests.removed', { name }));
      await feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/** `PUT …/attendance`: the attendance of an occurrence (and the guests' diary entries). */
export function useRecordAttendance(id: number) {
  const api = useApi();
  const { t } = useTranslation();
  const client = useQueryClient();
  const feedback = useFeedback('activity.attendance', 'activity.attendance.error');
  return useMutation({
    mutationFn: (body: ActivityAttendanceWrite) => api.activity.recordAttendance(id, body),
    onSuccess: async () => {
      feedback.saved(t('activity.attendance.saved'));
      await Promise.all([
        feedback.refresh(),
        client.invalidateQueries({ queryKey: diaryKeys.all }),
      ]);
    },
    onError: feedback.failed,
  });
}

/** `PUT …/cancel`: the activity stays, marked cancelled. */
export function useCancelActivity(id: number) {
  const api = useApi();
  const { t } = useTranslation();
  const feedback = useFeedback('activity.cancel', 'activity.cancel.error');
  return useMutation({
    mutationFn: () => api.activity.cancel(id),
    onSuccess: async () => {
      feedback.saved(t('activity.cancel.done'));
      await feedback.refresh();
    },
    onError: feedback.failed,
  });
}
