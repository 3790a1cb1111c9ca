import type { TFunction, I18n } from '@care/i18n';
import type { AppNotification } from './registry';

/** `admin.message` → `adminMessage`: the name's part of its translation keys. */
export function notificationKey(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, index) =>
      index === 0
        ? word.charAt(0).toLowerCase() + word.slice(1)
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
}

/** Values for the texts of some names, taken from their payloads. */
const VALUES: Record<string, (payload: Record<string, unknown>) => Record<string, string>> = {
  'admin.message': (payload) => {
    const from = payload.from as { name?: unknown } | undefined;
    return { sender: typeof from?.name === 'string' ? from.name : '' };
  },
};

function asRecord(payload: unknown): Record<string, unknown> {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : {};
}

/** The text a payload carries itself: a string payload, or its `text`, `message` or `body`. */
function ownText(payload: unknown): string | undefined {
  if (typeof payload === 'string' && payload.trim()) return payload;
  const record = asRecord(payload);
  for (const field of ['text', 'message', 'body']) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/**
 * The translated title and text of a notification: `notifications.types.<key>.title` / `.body`
 * where the name has them (interpolated with the payload's values), else the generic title and the
 * payload's own text (or the generic text).
 */
export function notificationText(
  notification: Pick<AppNotification, 'name' | 'payload'>,
  t: TFunction,
  i18n: Pick<I18n, 'exists'>,
): { title: string; body: string } {
  const base = `notifications.types.${notificationKey(notification.name)}`;
  const record = asRecord(notification.payload);
  const values: Record<string, unknown> = {
    ...Object.fromEntries(
      Object.entries(record).filter(([, value]) => ['string', 'number'].includes(typeof value)),
    ),
    ...VALUES[notification.name]?.(record),
  };
  const title = i18n.exists(`${base}.title`)
    ? t(`${base}.title`, values)
    : t('notifications.generic.title');
  const body = i18n.exists(`${base}.body`)
    ? t(`${base}.body`, values)
    : (ownText(notification.payload) ?? t('notifications.generic.body'));
  return { title, body };
}
