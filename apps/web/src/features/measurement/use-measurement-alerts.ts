import { MEASUREMENT_ALERT_NOTIFICATION } from '@care/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerNotificationHandler } from '../notifications/index';
import { measurementKeys } from './api/measurement.queries';

/**
 * While mounted, a `measurement.alert` notification (docs/behaviour/measurements.md#alerts) shows
 * its message bar and reads the measurements again (the widget's alerts, the latest values, the
 * guest's chart), so a new alert appears without a reload.
 */
export function useMeasurementAlertsLive(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      registerNotificationHandler(MEASUREMENT_ALERT_NOTIFICATION, (_notification, context) => {
        context.showMessage();
        void client.invalidateQueries({ queryKey: measurementKeys.all });
      }),
    [client],
  );
}
