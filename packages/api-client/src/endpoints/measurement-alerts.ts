import type { z } from 'zod/mini';
import {
  alertAcknowledgeSchema,
  alertListQuerySchema,
  alertListResponseSchema,
  alertResponseSchema,
  criticalEventListResponseSchema,
  criticalValueListResponseSchema,
  type AlertAcknowledge,
} from '../schemas/measurement-alerts';
import type { CallOptions, EndpointContext } from './context';
import { measurementCalls, type Data } from './measurement-calls';

type GroupQuery = { groupId?: number | undefined };

/**
 * The measurements module's alerts (docs/behaviour/measurements.md#alerts), part of
 * {@link MeasurementEndpoints} and also built alone: the home page's widgets load these and their
 * schemas without the rest of the module.
 */
export interface MeasurementAlertEndpoints {
  /** `GET …/guest/{personalDataId}/alerts?status=`. */
  alerts(
    personalDataId: number,
    query?: z.input<typeof alertListQuerySchema>,
    options?: CallOptions,
  ): Promise<Data<typeof alertListResponseSchema>>;
  /** `POST …/alert/{id}/acknowledge`: the action taken, written to the diary (409 E034 twice). */
  acknowledge(
    id: number,
    body: AlertAcknowledge,
    options?: CallOptions,
  ): Promise<Data<typeof alertResponseSchema>>;
  /** `GET …/measurement/dashboard/critical-event?groupId=`: active alerts. */
  criticalEvents(
    query?: GroupQuery,
    options?: CallOptions,
  ): Promise<Data<typeof criticalEventListResponseSchema>>;
  /** `GET …/measurement/dashboard/critical-value?groupId=`: latest values beyond range. */
  criticalValues(
    query?: GroupQuery,
    options?: CallOptions,
  ): Promise<Data<typeof criticalValueListResponseSchema>>;
}

/** Builds the alerts' endpoints of the `measurement` namespace. */
export function measurementAlertEndpoints(context: EndpointContext): MeasurementAlertEndpoints {
  const { read, write } = measurementCalls(context.request);
  const NONE = undefined;
  const GROUP = null;
  return {
    alerts: async (id, query, options) =>
      read(
        alertListResponseSchema,
        'measurementAlerts',
        alertListQuerySchema,
        { id },
        query,
        options,
      ),
    acknowledge: async (id, body, options) =>
      write(
        alertResponseSchema,
        'measurementAcknowledge',
        alertAcknowledgeSchema,
        { id },
        body,
        options,
      ),
    criticalEvents: async (query, options) =>
      read(
        criticalEventListResponseSchema,
        'measurementCriticalEvents',
        GROUP,
        NONE,
        query,
        options,
      ),
    criticalValues: async (query, options) =>
      read(
        criticalValueListResponseSchema,
        'measurementCriticalValues',
        GROUP,
        NONE,
        query,
        options,
      ),
  };
}
