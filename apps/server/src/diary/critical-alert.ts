import {
  DIARY_CRITICAL_NOTIFICATION,
  hasPermission,
  type DiaryCriticalPayload,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { guestWatchers } from '../people/watchers';
import { accountChannel } from '../realtime/channels';
import type { DiaryGuest } from './access';
import type { EntryRow } from './entries';

/**
 * The alert of a critical entry (docs/behaviour/diary.md#critical-events): `diary.critical` to
 * every admitted staff user, other than the author, whose role reads the diary, whose permission
 * map grants `diary.alerts`, and who may see the guest (a shared group, or an administrator).
 */

/** The accounts that get the alert of a critical entry of `guest` written by `authorId`. */
export async function alertRecipients(
  context: ServerContext,
  guest: DiaryGuest,
  authorId: number,
): Promise<number[]> {
  const watchers = await guestWatchers(context.db, 'diary', guest.accountId, authorId);
  return watchers
    .filter((row) => hasPermission(row.permission, 'diary', 'alerts'))
    .map((row) => row.accountId);
}

/** Publishes `diary.critical` for a new critical entry to its recipients. */
export async function alertCritical(
  context: ServerContext,
  entry: EntryRow,
  guest: DiaryGuest,
): Promise<void> {
  const payload: DiaryCriticalPayload = {
    entryId: entry.id,
    personalDataId: guest.personalDataId,
    guestName: `${entry.guestName} ${entry.guestSurname}`,
    categories: entry.categories,
    text: entry.text.slice(0, 200),
    occurredAt: entry.occurredAt.toISOString(),
    author: { accountId: entry.authorId, name: entry.authorName },
  };
  for (const accountId of await alertRecipients(context, guest, entry.authorId)) {
    await context.notifications.publish(
      accountChannel(accountId),
      DIARY_CRITICAL_NOTIFICATION,
      payload,
    );
  }
}
