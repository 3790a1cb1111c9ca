import type { AppApi } from '../../app/api';
import { sendInSteps, type ItemSteps } from './outbox-sender';
import type { OutboxItem } from './outbox-types';

/** `bytes` as a data URL, the attachment upload's body (read by the browser, not by a loop). */
function dataUrlOf(bytes: ArrayBuffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(new Blob([bytes]));
  });
}

/**
 * Sends a new diary entry, then its files one by one, each with its own key: one item whose steps
 * are remembered (docs/behaviour/never-losing-work.md#files-that-wait-with-an-entry).
 */
function sendEntry(
  api: AppApi,
  item: OutboxItem & { request: { endpoint: 'diary.create' } },
  steps: ItemSteps,
): Promise<unknown> {
  const { request, idempotencyKey } = item;
  return sendInSteps(item, steps, {
    create: async () =>
      (await api.diary.create(request.personalDataId, request.body, { idempotencyKey })).id,
    attach: async (entryId, file, bytes) =>
      api.diary.attach(
        entryId,
        { name: file.name, size: file.size, data: await dataUrlOf(bytes) },
        { idempotencyKey: file.idempotencyKey },
      ),
  });
}

/**
 * Sends an item's create through the API client with the item's idempotency key, so a record the
 * server already made (an answer lost on the way back) is answered again, never made twice.
 */
export function sendRequest(api: AppApi, item: OutboxItem, steps: ItemSteps): Promise<unknown> {
  const { request, idempotencyKey } = item;
  const options = { idempotencyKey };
  switch (request.endpoint) {
    case 'diary.create':
      return sendEntry(api, { ...item, request }, steps);
    case 'measurement.create':
      return api.measurement.create(request.personalDataId, request.body, options);
    case 'measurement.vitalSigns':
      return api.measurement.vitalSigns(request.personalDataId, request.body, options);
    case 'measurement.round':
      return api.measurement.round(request.body, options);
  }
}
