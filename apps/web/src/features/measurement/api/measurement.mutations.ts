import {
  newIdempotencyKey,
  type AlertAcknowledge,
  type ReadingCreate,
  type RoundCreate,
  type ThresholdOverride,
  type ThresholdParameter,
  type VitalSignsCreate,
} from '@care/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { useChangeMessages } from '../../../shared/change-messages';
import { useSaveOrQueue } from '../../../shared/outbox/save-or-queue';
import { diaryKeys } from '../../diary/api/diary.queries';
import {
  readingOutboxInput,
  roundOutboxInput,
  stamped,
  vitalsOutboxInput,
  type RoundGroup,
} from './measurement-outbox';
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

/**
 * `POST …/guest/{id}/readings`: one reading; says its judgement in words. The server cannot be
 * reached: the reading waits in the outbox (docs/behaviour/never-losing-work.md), stamped with
 * the time it was taken.
 */
export function useCreateReading(personalDataId: number, guestName = '') {
  const api = useApi();
  const feedback = useFeedback('measurement.record', 'measurement.record.error');
  const saveOrQueue = useSaveOrQueue();
  const { t } = feedback;
  return useMutation({
    networkMode: 'always',
    mutationFn: (typed: ReadingCreate) => {
      const body = stamped(typed);
      const idempotencyKey = newIdempotencyKey();
      const input = readingOutboxInput(t, personalDataId, body, idempotencyKey, guestName);
      return saveOrQueue(input, () =>
        api.measurement.create(personalDataId, body, { idempotencyKey }),
      );
    },
    onSuccess: (outcome) => {
      if (outcome.queued) {
        feedback.queued(t('outbox.queued'));
        return;
      }
      const reading = outcome.answer;
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

/** `POST …/guest/{id}/vital-signs`: a vital-signs round; offline, it waits in the outbox. */
export function useVitalSigns(personalDataId: number, guestName = '') {
  const api = useApi();
  const feedback = useFeedback('measurement.vitals', 'measurement.vitals.error');
  const saveOrQueue = useSaveOrQueue();
  return useMutation({
    networkMode: 'always',
    mutationFn: (typed: VitalSignsCreate) => {
      const body = stamped(typed);
      const idempotencyKey = newIdempotencyKey();
      const input = vitalsOutboxInput(feedback.t, personalDataId, body, idempotencyKey, guestName);
      return saveOrQueue(input, () =>
        api.measurement.vitalSigns(personalDataId, body, { idempotencyKey }),
      );
    },
    onSuccess: (outcome) => {
      if (outcome.queued) {
        feedback.queued(feedback.t('outbox.queued'));
        return;
      }
      feedback.saved(feedback.t('measurement.vitals.saved'));
      void feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/**
 * `POST …/measurement/round`: one measure across the guests of a group (all or none). The server
 * cannot be reached: the round waits in the outbox as one item with one key, stamped with the
 * time it was taken, and is sent as one request (docs/behaviour/never-losing-work.md).
 */
export function useRound(group: RoundGroup) {
  const api = useApi();
  const feedback = useFeedback('measurement.round', 'measurement.all.error');
  const saveOrQueue = useSaveOrQueue();
  return useMutation({
    networkMode: 'always',
    mutationFn: (typed: RoundCreate) => {
      const body = stamped(typed);
      const idempotencyKey = newIdempotencyKey();
      const input = roundOutboxInput(feedback.t, body, idempotencyKey, group);
      return saveOrQueue(input, () => api.measurement.round(body, { idempotencyKey }));
    },
    onSuccess: (outcome) => {
      if (outcome.queued) {
        feedback.queued(feedback.t('measurement.all.queued'));
        return;
      }
      feedback.saved(feedback.t('measurement.all.saved', { count: outcome.answer.length }));
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
