/**
 * The kinds of message bar (docs/behaviour/shell-and-session.md#messages): four with theme colours,
 * one with a custom colour.
 */
export type MessageBarType = 'success' | 'warning' | 'info' | 'error' | 'notification';

/** A button inside a message bar, e.g. "Undo". Pressing it also dismisses the bar. */
export interface MessageBarAction {
  /** Visible label (translated). */
  label: string;
  onClick: () => void;
}

/** Options of a message. */
export interface MessageBarOptions {
  /**
   * Identifies the message. A message with the id of one still shown or queued replaces it (its
   * timer restarts and it is announced again), so a repeated failure does not stack up.
   * Generated when absent.
   */
  id?: string;
  /** A short bold heading above the message (translated). */
  title?: string;
  /**
   * How long the bar stays, in ms, not counting time hovered or focused. `null` keeps it until it
   * is dismissed. Defaults to the provider's `duration` (5000 ms), or `successDuration` (2000 ms)
   * for success messages.
   */
  duration?: number | null;
  action?: MessageBarAction;
}

/** Options of a `notification` message: the others' plus its colour. */
export interface NotificationOptions extends MessageBarOptions {
  /**
   * The bar's background as `#rgb` or `#rrggbb`; the text is black or white, whichever is more
   * readable on it. Defaults to the theme's primary colour. Other formats are ignored.
   */
  color?: string;
}

/** Shows a message; returns its id (for `dismiss`). */
export type Notify<O extends MessageBarOptions = MessageBarOptions> = (
  message: string,
  options?: O,
) => string;

/** What {@link useMessageBar} returns. */
export interface MessageBarApi {
  notify: {
    success: Notify;
    warning: Notify;
    info: Notify;
    error: Notify;
    notification: Notify<NotificationOptions>;
  };
  /** Removes a shown or queued message. Unknown ids are ignored. */
  dismiss: (id: string) => void;
  /** Removes every shown and queued message. */
  dismissAll: () => void;
}

/** A message as the provider keeps it. */
export interface MessageBarEntry {
  id: string;
  /** Bumped when a message replaces one with the same id (restarts timer and announcement). */
  version: number;
  type: MessageBarType;
  message: string;
  title?: string;
  /** Resolved duration in ms; `null` until dismissed. */
  duration: number | null;
  action?: MessageBarAction;
  color?: string;
}
