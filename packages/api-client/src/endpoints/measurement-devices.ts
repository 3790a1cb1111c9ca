import type { z } from 'zod/mini';
import {
  deviceCreateSchema,
  deviceGroupQuerySchema,
  deviceListResponseSchema,
  deviceResponseSchema,
  deviceUpdateSchema,
  deviceWithKeyResponseSchema,
  queueAssignSchema,
  queueResponseSchema,
  type Device,
  type DeviceCreate,
  type DeviceUpdate,
  type DeviceWithKey,
  type QueuedReading,
} from '../schemas/measurement-devices';
import { readingResponseSchema, type Reading } from '../schemas/measurement-readings';
import { routesOf, call, type CallOptions, type EndpointContext } from './context';
import { MEASUREMENT_ROUTES } from '../schemas/measurement-routes';
import { checkedInput, queryOf } from './measurement-input';

/** The method and filled path of a route of `MEASUREMENT_ROUTES`. */
const at = routesOf(MEASUREMENT_ROUTES);

/**
 * The measuring devices (docs/behaviour/measurements.md#devices). The ingestion route is for the
 * devices themselves (their key, no session), so it has no call here.
 */
export interface MeasurementDeviceEndpoints {
  /** `GET …/measurement/device?groupId=`: the register. */
  devices(query?: { groupId?: number }, options?: CallOptions): Promise<Device[]>;
  /** `POST …/measurement/device`: a new device and its key (shown once). */
  createDevice(body: DeviceCreate, options?: CallOptions): Promise<DeviceWithKey>;
  /** `PUT …/measurement/device/{id}`: a new assignment. */
  updateDevice(id: number, body: DeviceUpdate, options?: CallOptions): Promise<Device>;
  /** `POST …/measurement/device/{id}/revoke`: its key stops working. */
  revokeDevice(id: number, options?: CallOptions): Promise<Device>;
  /** `POST …/measurement/device/{id}/key`: a new key (the old one stops working). */
  newDeviceKey(id: number, options?: CallOptions): Promise<DeviceWithKey>;
  /** `GET …/measurement/device/queue?groupId=`: shared devices' readings without a guest. */
  queue(query?: { groupId?: number }, options?: CallOptions): Promise<QueuedReading[]>;
  /** `POST …/measurement/device/queue/{id}/assign`: the reading, saved for the guest. */
  assignQueued(id: number, personalDataId: number, options?: CallOptions): Promise<Reading>;
}

/** Builds the device endpoints of `api.measurement`. */
export function measurementDeviceEndpoints({
  request,
}: EndpointContext): MeasurementDeviceEndpoints {
  const send = async <S extends z.ZodMiniType>(
    schema: S,
    route: ReturnType<typeof at>,
    body: unknown,
    options: CallOptions,
  ) => (await request(schema, { ...route, body, ...call(options) })) as z.output<S>;
  return {
    async devices(query = {}, options = {}) {
      const sent = queryOf(deviceGroupQuerySchema, query, 'deviceList');
      const route = { ...at('deviceList'), query: sent };
      return (await request(deviceListResponseSchema, { ...route, ...call(options) })).data;
    },
    createDevice: async (body, options = {}) =>
      (
        await send(
          deviceWithKeyResponseSchema,
          at('deviceCreate'),
          checkedInput(deviceCreateSchema, body, 'deviceCreate'),
          options,
        )
      ).data,
    updateDevice: async (id, body, options = {}) =>
      (
        await send(
          deviceResponseSchema,
          at('deviceUpdate', { id }),
          checkedInput(deviceUpdateSchema, body, 'deviceUpdate'),
          options,
        )
      ).data,
    revokeDevice: async (id, options = {}) =>
      (await send(deviceResponseSchema, at('deviceRevoke', { id }), undefined, options)).data,
    newDeviceKey: async (id, options = {}) =>
      (await send(deviceWithKeyResponseSchema, at('deviceNewKey', { id }), undefined, options))
        .data,
    async queue(query = {}, options = {}) {
      const sent = queryOf(deviceGroupQuerySchema, query, 'deviceQueue');
      const route = { ...at('deviceQueue'), query: sent };
      return (await request(queueResponseSchema, { ...route, ...call(options) })).data;
    },
    assignQueued: async (id, personalDataId, options = {}) => {
      const body = checkedInput(queueAssignSchema, { personalDataId }, 'deviceQueueAssign');
      return (await send(readingResponseSchema, at('deviceQueueAssign', { id }), body, options))
        .data;
    },
  };
}
