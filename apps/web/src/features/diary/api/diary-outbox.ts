import { newIdempotencyKey, type DiaryCreate } from '@care/api-client';
import type { OutboxInput } from '../../../shared/outbox/outbox-types';
import { CRITICAL_KEYS } from '../critical-events';
import { diaryKeys } from './diary.queries';

/**
 * A new entry as the outbox keeps it (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi):
 * the create with its key, the guest, the text for the list, the files picked with it (each with
 * a key of its own, made now), and what to read again once sent (the guest's diary, the
 * facility's, the unread badge, the critical events).
 */
export function diaryOutboxInput(
  personalDataId: number,
  body: DiaryCreate,
  idempotencyKey: string,
  guestName: string,
  files: readonly File[] = [],
): OutboxInput {
  return {
    ...(files.length > 0 && {
      files: files.map((blob) => ({
        name: blob.name,
        size: blob.size,
        idempotencyKey: newIdempotencyKey(),
        blob,
      })),
    }),
    kind: 'diaryEntry',
    request: { endpoint: 'diary.create', personalDataId, body },
    idempotencyKey,
    guestId: personalDataId,
    guestName,
    text: body.text,
    chartTab: 'diary',
    invalidate: [
      diaryKeys.guest(personalDataId),
      diaryKeys.facility(),
      diaryKeys.unread(),
      CRITICAL_KEYS,
    ],
  };
}
