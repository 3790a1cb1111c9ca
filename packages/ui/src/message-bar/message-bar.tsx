import { Box, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import type { MessageBarEntry, MessageBarType } from './message-bar-types';
import { MessageIcon } from './message-icons';
import { readableTextOn } from './readable-text';
import { useAutoDismiss } from './use-auto-dismiss';

/** Fill and text colour per type: the theme colour with its AA text variant (`.contrast`). */
const PALETTE: Record<Exclude<MessageBarType, 'notification'>, { bg: string; fg: string }> = {
  success: { bg: 'care.success', fg: 'care.success.contrast' },
  warning: { bg: 'care.warning', fg: 'care.warning.contrast' },
  info: { bg: 'care.info', fg: 'care.info.contrast' },
  error: { bg: 'care.error', fg: 'care.error.contrast' },
};

function paletteOf(entry: MessageBarEntry): { bg: string; fg: string } {
  if (entry.type !== 'notification') return PALETTE[entry.type];
  const fg = entry.color ? readableTextOn(entry.color) : undefined;
  if (entry.color && fg) return { bg: entry.color, fg };
  return { bg: 'care.primary', fg: 'care.primary.contrast' };
}

/** What closed a bar. */
export type DismissCause = 'timeout' | 'pointer' | 'keyboard';

/** A click with `detail` 0 came from Enter or Space, not from a pointer. */
const causeOf = (event: MouseEvent<HTMLButtonElement>): DismissCause =>
  event.detail === 0 ? 'keyboard' : 'pointer';

/** Props of the internal {@link MessageBar}. */
export interface MessageBarProps {
  entry: MessageBarEntry;
  dismissLabel: string;
  /** Whether the timer is stopped (pointer or focus in the stack). */
  paused: boolean;
  /**
   * Closes this bar's `entry` (its id and version: never a newer message under the same id).
   * `keyboard` moves focus to a neighbour; `pointer` and `timeout` leave focus alone.
   */
  onDismiss: (entry: MessageBarEntry, how: DismissCause) => void;
  onHoverChange: (id: string, hovered: boolean) => void;
  onFocusChange: (id: string, focused: boolean) => void;
}

/** One bar: icon, title, text, optional action, close button. */
export function MessageBar({
  entry,
  dismissLabel,
  paused,
  onDismiss,
  onHoverChange,
  onFocusChange,
}: MessageBarProps) {
  const textId = useId();
  const { bg, fg } = paletteOf(entry);
  useAutoDismiss(entry.duration, paused, () => onDismiss(entry, 'timeout'));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here: Escape in a bar must not also close a drawer or dialog behind it.
    event.stopPropagation();
    onDismiss(entry, 'keyboard');
  };

  return (
    // A group named by its text: found (and read) as one message; Escape closes it.
    <Flex
      role="group"
      aria-labelledby={textId}
      data-message-bar=""
      data-type={entry.type}
      onKeyDown={onKeyDown}
      onPointerEnter={() => onHoverChange(entry.id, true)}
      onPointerLeave={() => onHoverChange(entry.id, false)}
      onFocus={() => onFocusChange(entry.id, true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusChange(entry.id, false);
      }}
      pointerEvents="auto"
      align="flex-start"
      gap="3"
      width="full"
      paddingStart="4"
      paddingEnd="2"
      paddingY="3"
      borderRadius="l2"
      boxShadow="lg"
      bg={bg}
      color={fg}
    >
      <Box flexShrink={0} paddingTop="0.5">
        <MessageIcon type={entry.type} />
      </Box>
      <Box id={textId} flex="1" minWidth="0" paddingTop="1" overflowWrap="anywhere">
        {entry.title && <Text fontWeight="bold">{entry.title}</Text>}
        <Text>{entry.message}</Text>
      </Box>
      {entry.action && (
        <Button
          size="sm"
          variant="outline"
          color={fg}
          borderColor={fg}
          focusRingColor={fg}
          _hover={{ bg: 'blackAlpha.200' }}
          flexShrink={0}
          marginTop="0.5"
          onClick={(event) => {
            entry.action?.onClick();
            onDismiss(entry, causeOf(event));
          }}
        >
          {entry.action.label}
        </Button>
      )}
      <CloseButton
        size="sm"
        aria-label={dismissLabel}
        data-dismiss=""
        color={fg}
        focusRingColor={fg}
        _hover={{ bg: 'blackAlpha.200' }}
        flexShrink={0}
        onClick={(event) => onDismiss(entry, causeOf(event))}
      />
    </Flex>
  );
}
