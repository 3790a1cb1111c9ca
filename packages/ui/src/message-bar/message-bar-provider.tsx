import { Portal, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useReducer, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { MessageBar, type DismissCause } from './message-bar';
import type {
  MessageBarApi,
  MessageBarEntry,
  MessageBarOptions,
  MessageBarType,
  NotificationOptions,
} from './message-bar-types';
import { MessageBarContext } from './use-message-bar';

/** The message bar's default duration (docs/behaviour/shell-and-session.md#messages). */
export const DEFAULT_MESSAGE_DURATION = 5000;
/**
 * The shared success helper shows its message for 2 seconds
 * (docs/behaviour/shell-and-session.md#messages).
 */
export const DEFAULT_SUCCESS_DURATION = 2000;
/** How many bars are on screen at once by default; later ones wait in a queue. */
export const DEFAULT_MAX_MESSAGES = 3;

/** Props of {@link MessageBarProvider}. */
export interface MessageBarProviderProps {
  children?: ReactNode;
  /** Accessible name of every bar's close button (translated), e.g. "Dismiss message". */
  dismissLabel: string;
  /** Default time on screen in ms. Default 5000 (spec). */
  duration?: number;
  /** Default time on screen of `notify.success` in ms. Default 2000 (spec). */
  successDuration?: number;
  /** Bars on screen at once; the rest are queued and shown as others close. Default 3. */
  max?: number;
  /**
   * Accessible name (translated) of the area that holds the bars, e.g. "Messages". When given,
   * the bars on screen are in a `region` landmark of that name, so a page keeps all its content
   * in landmarks (WCAG 1.3.1, axe `region`); while no bar is shown there is no landmark.
   */
  label?: string;
}

type Action =
  | { type: 'show'; entry: MessageBarEntry }
  /** With `version`, only that version: a bar that closes never takes its replacement with it. */
  | { type: 'dismiss'; id: string; version?: number }
  | { type: 'dismissAll' };

function reducer(state: MessageBarEntry[], action: Action): MessageBarEntry[] {
  switch (action.type) {
    case 'show': {
      const index = state.findIndex((entry) => entry.id === action.entry.id);
      if (index === -1) return [...state, action.entry];
      const next = state.slice();
      next[index] = { ...action.entry, version: (state[index]?.version ?? 0) + 1 };
      return next;
    }
    case 'dismiss':
      return state.filter(
        (entry) =>
          entry.id !== action.id ||
          (action.version !== undefined && entry.version !== action.version),
      );
    case 'dismissAll':
      return [];
  }
}

let lastId = 0;

/** The text a live region reads for one message. */
function Announcement({ entry }: { entry: MessageBarEntry }) {
  return (
    <div>
      {entry.title && <p>{entry.title}</p>}
      <p>{entry.message}</p>
    </div>
  );
}

/**
 * Holds the app's message bars and shows them at the top right (full width on narrow screens).
 * Two visually hidden live regions exist from the first render, before any message: errors go to
 * an assertive one (`role="alert"`), the rest to a polite one (`role="log"`), so screen readers
 * announce each message when it appears on screen, without buttons or icons.
 */
export function MessageBarProvider({
  children,
  dismissLabel,
  duration = DEFAULT_MESSAGE_DURATION,
  successDuration = DEFAULT_SUCCESS_DURATION,
  max = DEFAULT_MAX_MESSAGES,
  label,
}: MessageBarProviderProps) {
  const [entries, dispatch] = useReducer(reducer, []);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const stackRef = useRef<HTMLDivElement>(null);
  // Where focus came from when it entered the stack: it goes back there when the last bar closes.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const api = useMemo<MessageBarApi>(() => {
    const show = (type: MessageBarType, message: string, options: NotificationOptions = {}) => {
      const id = options.id ?? `care-message-${++lastId}`;
      const fallback = type === 'success' ? successDuration : duration;
      dispatch({
        type: 'show',
        entry: {
          id,
          version: 0,
          type,
          message,
          title: options.title,
          duration: options.duration === undefined ? fallback : options.duration,
          action: options.action,
          color: type === 'notification' ? options.color : undefined,
        },
      });
      return id;
    };
    const of =
      (type: Exclude<MessageBarType, 'notification'>) =>
      (message: string, options?: MessageBarOptions) =>
        show(type, message, options);
    return {
      notify: {
        success: of('success'),
        warning: of('warning'),
        info: of('info'),
        error: of('error'),
        notification: (message, options) => show('notification', message, options),
      },
      dismiss: (id) => dispatch({ type: 'dismiss', id }),
      dismissAll: () => dispatch({ type: 'dismissAll' }),
    };
  }, [duration, successDuration]);

  const visible = entries.slice(0, Math.max(1, max));
  const paused = visible.some((entry) => entry.id === hoveredId || entry.id === focusedId);

  const onDismiss = ({ id, version }: MessageBarEntry, how: DismissCause) => {
    const stack = stackRef.current;
    const active = document.activeElement;
    if (how === 'keyboard' && stack && active) {
      // Keyboard users keep their place: the next bar's close button, or where they came from.
      // (Not after a pointer click: focus parked in a bar would pause the stack indefinitely.)
      const bars = Array.from(stack.querySelectorAll<HTMLElement>('[data-message-bar]'));
      const index = bars.findIndex((bar) => bar.contains(active));
      if (index !== -1) {
        const other = bars[index + 1] ?? bars[index - 1];
        const target = other?.querySelector<HTMLElement>('[data-dismiss]') ?? returnFocusTo.current;
        if (target?.isConnected) target.focus();
      }
    }
    dispatch({ type: 'dismiss', id, version });
  };

  const onStackFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
      returnFocusTo.current = from;
    }
  };

  return (
    <MessageBarContext value={api}>
      {children}
      <Portal>
        {/* Direct children of <body> with aria-live: modal dialogs do not aria-hide them. */}
        <VisuallyHidden role="alert" aria-live="assertive" aria-atomic="false">
          {visible
            .filter((entry) => entry.type === 'error')
            .map((entry) => (
              <Announcement key={`${entry.id}:${entry.version}`} entry={entry} />
            ))}
        </VisuallyHidden>
        <VisuallyHidden role="log" aria-live="polite" aria-atomic="false">
          {visible
            .filter((entry) => entry.type !== 'error')
            .map((entry) => (
              <Announcement key={`${entry.id}:${entry.version}`} entry={entry} />
            ))}
        </VisuallyHidden>
        <Stack
          ref={stackRef}
          data-message-bar-stack=""
          role={label && visible.length > 0 ? 'region' : undefined}
          aria-label={label && visible.length > 0 ? label : undefined}
          onFocus={onStackFocus}
          position="fixed"
          top="4"
          insetEnd="4"
          zIndex="toast"
          gap="2"
          width="calc(100vw - 2rem)"
          maxWidth="md"
          pointerEvents="none"
        >
          {visible.map((entry) => (
            <MessageBar
              key={`${entry.id}:${entry.version}`}
              entry={entry}
              dismissLabel={dismissLabel}
              paused={paused}
              onDismiss={onDismiss}
              onHoverChange={(id, hovered) =>
                setHoveredId((current) => (hovered ? id : current === id ? null : current))
              }
              onFocusChange={(id, focused) =>
                setFocusedId((current) => (focused ? id : current === id ? null : current))
              }
            />
          ))}
        </Stack>
      </Portal>
    </MessageBarContext>
  );
}
