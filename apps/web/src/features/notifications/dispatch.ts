import { handlersFor, type AppNotification } from './registry';

/**
 * Hands a notification to the handlers registered for its name. Without any, `showDefault` runs
 * (the notification message bar); with some, it runs only if a handler asks (`showMessage`), at
 * most once. A handler that throws is reported and does not stop the others.
 */
export function dispatchNotification(
  notification: AppNotification,
  options: { replayed: boolean; showDefault: () => void },
): void {
  const handlers = handlersFor(notification.name);
  if (handlers.length === 0) {
    options.showDefault();
    return;
  }
  let shown = false;
  const context = {
    replayed: options.replayed,
    showMessage() {
      if (shown) return;
      shown = true;
      options.showDefault();
    },
  };
  for (const handler of handlers) {
    try {
      handler(notification, context);
    } catch (error) {
      report(error);
    }
  }
}

/** The page's error reporting (`reportError`), or the console where there is none. */
function report(error: unknown): void {
  const reportError = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (reportError) reportError(error);
  else console.error(error);
}
