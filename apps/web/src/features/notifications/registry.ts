/** A notification as the app hands it to handlers and keeps it in the inbox. */
export interface AppNotification {
  /** The message name, e.g. `admin.message`. */
  name: string;
  /** Its sequence number on the user's channel (increasing, never reused). */
  seq: number;
  /** Whatever the server sent with it (JSON). */
  payload: unknown;
  /** When this tab received it, as an ISO date-time. */
  receivedAt: string;
}

/** What a handler can do beside reading the notification. */
export interface NotificationHandlerContext {
  /** Shows the default message bar for this notification (its translated title and text). */
  showMessage(): void;
  /** True when it was sent while the socket was down and arrived with the replay on reconnect. */
  replayed: boolean;
}

/**
 * Handles notifications of one name. Every notification goes into the inbox whatever its
 * handlers do; a name with handlers shows a message bar only if one of them calls `showMessage`.
 */
export type AppNotificationHandler = (
  notification: AppNotification,
  context: NotificationHandlerContext,
) => void;

const handlers = new Map<string, Set<AppNotificationHandler>>();
const listeners = new Set<() => void>();

/**
 * Registers `handler` for the notifications named `name` (e.g. a screen refreshing its data on
 * `document.expiring`); returns the unregister. Names without a handler get the default: a
 * notification message bar with the name's texts (`notifications.types.<camelCasedName>`), or
 * the generic ones.
 */
export function registerNotificationHandler(
  name: string,
  handler: AppNotificationHandler,
): () => void {
  let set = handlers.get(name);
  if (!set) handlers.set(name, (set = new Set()));
  const added = !set.has(handler);
  set.add(handler);
  if (added) for (const listener of [...listeners]) listener();
  return () => {
    const current = handlers.get(name);
    if (!current?.delete(handler)) return;
    if (current.size === 0) handlers.delete(name);
  };
}

/** The handlers registered for `name`, in registration order. */
export function handlersFor(name: string): readonly AppNotificationHandler[] {
  return [...(handlers.get(name) ?? [])];
}

/** Every name with at least one handler. */
export function registeredNames(): string[] {
  return [...handlers.keys()];
}

/** Calls `listener` whenever a handler is registered; returns the unsubscribe. */
export function subscribeToRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const openRefreshers = new Map<string, () => void>();

/**
 * Registers what to read again whenever the live connection opens, under `key` (one per kind of
 * data; a later registration under the same key replaces it). Data that a notification keeps
 * current (the module levels, the critical events) was read before the socket opened: the first
 * connection replays nothing (docs/behaviour/notifications.md#catching-up), so a change made in
 * between would otherwise stay unseen until a reload. Returns the unregister.
 */
export function registerOpenRefresh(key: string, refresh: () => void): () => void {
  openRefreshers.set(key, refresh);
  return () => {
    if (openRefreshers.get(key) === refresh) openRefreshers.delete(key);
  };
}

/** The connection has opened (first or again): everything registered reads its data again. */
export function liveConnectionOpened(): void {
  for (const refresh of [...openRefreshers.values()]) refresh();
}
