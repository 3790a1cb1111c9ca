import type { AppApi } from '../../app/api';
import type { OutboxItem } from './outbox-types';

/**
 * Sends an item's create through the API client with the item's idempotency key, so a record the
 * server already made (an answer lost on the way back) is answered again, never made twice.
 */
export function sendRequest(
  api: AppApi,
  { request, idempotencyKey }: OutboxItem,
): Promise<unknown> {
  const options = { idempotencyKey };
  switch (request.endpoint) {
    case 'diary.create':
      return api.diary.create(request.personalDataId, request.body, options);
    case 'measurement.create':
      return api.measurement.create(request.personalDataId, request.body, options);
    case 'measurement.vitalSigns':
      return api.measurement.vitalSigns(request.personalDataId, request.body, options);
  }
}
