import type { DeviceCreate } from '@care/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { useChangeMessages } from '../../../shared/change-messages';
import { measurementKeys } from './measurement.queries';

/**
 * The changes of the device register (docs/behaviour/measurements.md#devices): each says its
 * success or the error code's text, and reads the measurements again.
 */
function useDeviceFeedback() {
  const client = useQueryClient();
  return {
    ...useChangeMessages('measurement.devices', 'measurement.devices.error'),
    refresh: () => client.invalidateQueries({ queryKey: measurementKeys.all }),
  };
}

/** `POST …/device` (answers the key, once) and `POST …/device/{id}/key` (a new key, once). */
export function useDeviceKey() {
  const api = useApi();
  const feedback = useDeviceFeedback();
  return useMutation({
    mutationFn: (input: { create: DeviceCreate } | { rotate: number }) =>
      'create' in input
        ? api.measurement.createDevice(input.create)
        : api.measurement.newDeviceKey(input.rotate),
    onSuccess: () => {
      feedback.saved(feedback.t('measurement.devices.created'));
      void feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/** `POST …/device/{id}/revoke`: the device sends nothing more. */
export function useRevokeDevice() {
  const api = useApi();
  const feedback = useDeviceFeedback();
  return useMutation({
    mutationFn: (id: number) => api.measurement.revokeDevice(id),
    onSuccess: () => {
      feedback.saved(feedback.t('measurement.devices.revokedDone'));
      void feedback.refresh();
    },
    onError: feedback.failed,
  });
}

/** `POST …/device/queue/{id}/assign`: a shared device's reading given its guest. */
export function useAssignQueued() {
  const api = useApi();
  const feedback = useDeviceFeedback();
  return useMutation({
    mutationFn: (input: { id: number; personalDataId: number }) =>
      api.measurement.assignQueued(input.id, input.personalDataId),
    onSuccess: () => {
      feedback.saved(feedback.t('measurement.devices.assigned'));
      void feedback.refresh();
    },
    onError: feedback.failed,
  });
}
