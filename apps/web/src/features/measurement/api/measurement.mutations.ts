import type {
  AlertAcknowledge,
  ReadingCreate,
  RoundCreate,
  ThresholdOverride,
  ThresholdParameter,
  VitalSignsCreate,
} from '@care/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { useChangeMessages } from '../../../shared/change-messages';
import { diaryKeys } from '../../diary/api/diary.queries';
import { measurementKeys } from './measurement.queries';

/**
 * The changes of the measurements (docs/behaviour/measurements.md): each says its success, or the
 * error code's own text (E047 impossible value, E034 twice) else its fallback, and reads the
 * measurements again (not awaited: the button is done once the answer is in). A failure is rethrown so that a form keeps what was typed.
 */
function useFeedback(id: string, fallbackKey: string) {
  const client = useQueryClient();
  return {
    ...useChangeMessages(id, fallbackKey),
    refresh: () => client.invalidateQueries({ queryKey: measurementKeys.all }),
  };
}

/** `POST …/guest/{id}/readings`: one reading; says its judgement in words. */
export function useCreateReading(personalDataId: number) {
  const api = useApi();
  const feedback = useFeedback('measurement.record', 'measurement.record.error');
  const { t } = feedback;
  return useMutation({
    mutationFn: (body: ReadingCreate) => api.measurement.create(personalDataId, body),
    onSuccess: (reading) => {
      const type = t(`measurement.types.${reading.type}`);
      feedback.saved(
        reading.judgement && reading.judgement !== 'normal'
          ? t('measurement.record.savedJudged', {
              type,
              judgement: t(`measurement.judgements.${reading.judgement}`),
            })
          : t('measurement.record.saved', { type }),
      );
      void feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/** `POST …/guest/{id}/vital-signs`: a vital-signs round. */
export function useVitalSigns(personalDataId: number) {
  const api = useApi();
  const feedback = useFeedback('measurement.vitals', 'measurement.vitals.error');
  return useMutation({
    mutationFn: (body: VitalSignsCreate) => api.measurement.vitalSigns(personalDataId, body),
    onSuccess: () => {
      feedback.saved(feedback.t('measurement.vitals.saved'));
      void feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/** `POST …/measurement/round`: one measure across the guests of a group (all or none). */
export function useRound() {
  const api = useApi();
  const feedback = useFeedback('measurement.round', 'measurement.all.error');
  return useMutation({
    mutationFn: (body: RoundCreate) => api.measurement.round(body),
    onSuccess: (readings) => {
      feedback.saved(feedback.t('measurement.all.saved', { count: readings.length }));
      void feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/** `PUT …/guest/{id}/thresholds/{parameter}` (doctors): a range of the guest's own, or the default. */
export function useSetThreshold(personalDataId: number) {
  const api = useApi();
  const feedback = useFeedback('measurement.thresholds', 'measurement.thresholds.error');
  return useMutation({
    mutationFn: (input: { parameter: ThresholdParameter; body: ThresholdOverride }) =>
      api.measurement.setThreshold(personalDataId, input.parameter, input.body),
    onSuccess: (_answer, input) => {
      const parameter = feedback.t(`measurement.thresholds.parameters.${input.parameter}`);
      feedback.saved(feedback.t('measurement.thresholds.saved', { parameter }));
      void feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/** `POST …/alert/{id}/acknowledge`: the action taken, which the server writes to the diary. */
export function useAcknowledgeAlert() {
  const api = useApi();
  const client = useQueryClient();
  const feedback = useFeedback('measurement.alert', 'measurement.alerts.error');
  return useMutation({
    mutationFn: (input: { id: number; body: AlertAcknowledge }) =>
      api.measurement.acknowledge(input.id, input.body),
    onSuccess: () => {
      feedback.saved(feedback.t('measurement.alerts.saved'));
      void feedback.refresh();
      void client.invalidateQueries({ queryKey: diaryKeys.all });
    },
    onError: feedback.failed,
  });
}
