import { Box, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { usePermitted } from '../../../shared/permissions/index';
import { diaryQueries } from '../api/diary.queries';
import { DIARY_UNREAD_REQUIREMENT } from '../permissions';
import { useCriticalAlertsLive } from '../use-critical-alerts';

/** How often the count is read again while the tab is visible (TanStack pauses it when hidden). */
const REFRESH_MS = 60_000;

function UnreadCount() {
  const { t } = useTranslation();
  useCriticalAlertsLive();
  const { data: count } = useQuery({
    ...diaryQueries.unread(useApi()),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  if (!count) return null;
  return (
    <Box
      as="span"
      display="inline-block"
      ms="2"
      minW="5"
      px="1.5"
      borderRadius="full"
      // The colours of where it sits (a navigation link, its current-page colours too).
      borderWidth="1px"
      borderColor="currentColor"
      color="inherit"
      fontSize="xs"
      fontWeight="bold"
      lineHeight="1.25rem"
      textAlign="center"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t('shell.unreadDiary', { count })}</VisuallyHidden>
    </Box>
  );
}

/**
 * The diary's unread badge (docs/behaviour/diary.md#read-state): the number of unread entries of
 * the last 72 hours, read as "3 unread diary entries"; nothing at 0, nothing for a user without
 * `DIARY_UNREAD_REQUIREMENT`. Refreshed on `diary.critical` and every minute while visible.
 * Its text is in the default namespace: the navigation shows it on every page.
 */
export function DiaryUnreadBadge() {
  return usePermitted(DIARY_UNREAD_REQUIREMENT) ? <UnreadCount /> : null;
}
