import type { Setting, SettingValue } from '@care/api-client/schemas';
import { and, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { accountSettings } from '../db/schema';
import { AppError } from '../errors/app-error';

/**
 * The notification settings a user can switch (docs/behaviour/people-and-guests.md#profile-page),
 * with their defaults: every kind of notification is on until the user turns it off. Keys are
 * `{group}.{name}`; `get-config?key={group}` answers a group's settings.
 */
export const NOTIFICATION_SETTINGS: Readonly<Record<string, SettingValue>> = {
  'notification.documentExpiry': 'T',
  'notification.adminMessage': 'T',
};

/** A settings group: a key prefix before the first dot (`notification`). */
const GROUP = /^[a-z][A-Za-z0-9]{0,49}$/;

/** A settings group of the query (`?key=notification`). */
export const settingsGroupSchema = z.string().regex(GROUP);

/**
 * `GET personal/get-config/?key={group}`: the caller's settings of that group, as key → T/F,
 * defaults filled in. A group nobody offers answers an empty map. A missing or malformed key is
 * E012 / E016.
 */
export async function readSettings(
  context: ServerContext,
  accountId: number,
  group: string,
): Promise<Record<string, SettingValue>> {
  const prefix = `${group}.`;
  const result: Record<string, SettingValue> = {};
  for (const [key, value] of Object.entries(NOTIFICATION_SETTINGS)) {
    if (key.startsWith(prefix)) result[key] = value;
  }
  const rows = await context.db
    .select({ key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), like(accountSettings.key, `${prefix}%`)));
  for (const row of rows) {
    if (Object.hasOwn(result, row.key)) result[row.key] = row.value;
  }
  return result;
}

/** `POST personal/set-config/`: stores one setting of the caller; an unknown key is E016. */
export async function writeSetting(
  context: ServerContext,
  accountId: number,
  setting: Setting,
): Promise<void> {
  if (!Object.hasOwn(NOTIFICATION_SETTINGS, setting.key)) {
    throw new AppError('E016', { status: 400 });
  }
  const now = context.clock();
  await context.db
    .insert(accountSettings)
    .values({ accountId, key: setting.key, value: setting.value, updatedAt: now })
    .onConflictDoUpdate({
      target: [accountSettings.accountId, accountSettings.key],
      set: { value: setting.value, updatedAt: now },
    });
}
