import { DIARY_CRITICAL_NOTIFICATION } from '@care/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerNotificationHandler } from '../notifications/index';
import { diaryKeys } from './api/diary.queries';
import { CRITICAL_KEYS } from './critical-events';

/**
 * While mounted, a `diary.critical` notification (docs/behaviour/diary.md#critical-events) shows
 * its message bar and reads the critical list and the unread count again, so a new critical entry
 * appears in the widget and the badge without a reload.
 */
export function useCriticalAlertsLive(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      registerNotificationHandler(DIARY_CRITICAL_NOTIFICATION, (_notification, context) => {
        context.showMessage();
        void client.invalidateQueries({ queryKey: CRITICAL_KEYS });
        void client.invalidateQueries({ queryKey: diaryKeys.unread() });
      }),
    [client],
  );
}
