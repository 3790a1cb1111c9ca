import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DEVICE_KEY_HEADER,
  STAFF_ROLES,
  deviceCreateSchema,
  deviceGroupQuerySchema,
  deviceIngestResponseSchema,
  deviceIngestSchema,
  deviceListResponseSchema,
  deviceResponseSchema,
  deviceUpdateSchema,
  deviceWithKeyResponseSchema,
  queueAssignSchema,
  queueResponseSchema,
  readingResponseSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { exampleGuest } from '../diary/examples';
import {
  createDevice,
  listDevices,
  renewDeviceKey,
  revokeDevice,
  updateDevice,
} from '../measurement/devices';
import { createDeviceKeyCache } from '../measurement/device-cache';
import { exampleDevice, exampleGroup, exampleQueued } from '../measurement/examples';
import { assignQueued, deviceOfKey, ingest, readQueue } from '../measurement/ingest';
import { diaryIdParam as idParam } from './diary-changes';
import { MEASUREMENT_BASE } from './measurement-common';

const BASE = `${MEASUREMENT_BASE}/device`;

/** How long an instance on PGlite remembers a device's key (measurement/device-cache.ts). */
const DEVICE_KEY_CACHE_MS = 5_000;

const DEVICE_ERRORS = [
  {
    code: 'E013',
    status: 403,
    when: 'no `measurement` write; a device, group or guest outside the caller’s groups',
  },
  { code: 'E017', status: 404, when: 'no guest has that personalDataId' },
] as const;

/** The device register, the ingestion endpoint and the queue (docs/behaviour/measurements.md#devices). */
export function registerMeasurementDeviceRoutes(context: ServerContext): void {
  const { router, db } = context;
  const deviceKeys = createDeviceKeyCache(DEVICE_KEY_CACHE_MS, context.databaseKind === 'pglite');
  // The device of a request's key, looked up once per request (the idempotency key's owner and
  // the handler both need it).
  const devices = new WeakMap<FastifyRequest, ReturnType<typeof deviceOfKey>>();
  const deviceOfRequest = (request: FastifyRequest) => {
    let device = devices.get(request);
    if (!device) {
      const key = request.headers[DEVICE_KEY_HEADER];
      const sent = typeof key === 'string' ? key : undefined;
      device = deviceOfKey(context.db, deviceKeys, sent, context.clock());
      devices.set(request, device);
    }
    return device;
  };
  const staff = {
    tags: ['measurement'],
    auth: true,
    access: { roles: STAFF_ROLES },
    module: { id: 'measurement', level: 'write' },
  } as const;

  router.add({
    ...staff,
    method: 'GET',
    url: BASE,
    summary: 'The device register of a group',
    description:
      'Devices shared by the selected group or assigned to one of its guests; never their keys.',
    query: deviceGroupQuerySchema,
    response: deviceListResponseSchema,
    example: ({ groupId }) => ({ path: `${BASE}${groupId ? `?groupId=${groupId}` : ''}` }),
    errors: DEVICE_ERRORS,
    async handler({ caller, query }) {
      return { data: await listDevices(db, caller, query.groupId) };
    },
  });

  router.add({
    ...staff,
    method: 'POST',
    url: BASE,
    idempotent: true,
    summary: 'Register a device',
    description:
      'Type, model, serial and its assignment (a guest, or a group: shared). The answer carries its key, once.',
    body: deviceCreateSchema,
    response: deviceWithKeyResponseSchema,
    example: async (fixture) => ({
      body: {
        type: 'bloodPressureMonitor',
        model: 'Cuff 3',
        serial: `SN-${Date.now()}`,
        assignment: { kind: 'group', groupId: await exampleGroup(fixture) },
      },
    }),
    errors: [...DEVICE_ERRORS, { code: 'E012', status: 400, when: 'a missing model or serial' }],
    async handler({ caller, body }) {
      return { data: await createDevice(db, caller, body, context.clock()) };
    },
  });

  router.add({
    ...staff,
    method: 'PUT',
    url: `${BASE}/:id`,
    summary: 'Assign a device to a guest or a group',
    params: idParam,
    body: deviceUpdateSchema,
    response: deviceResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/${await exampleDevice(fixture)}`,
      body: {
        assignment: { kind: 'guest', personalDataId: (await exampleGuest(fixture)).personalDataId },
      },
    }),
    errors: DEVICE_ERRORS,
    async handler({ caller, params, body }) {
      const device = await updateDevice(db, caller, params.id, body.assignment);
      deviceKeys.forget(params.id);
      return { data: device };
    },
  });

  router.add({
    ...staff,
    method: 'POST',
    url: `${BASE}/:id/revoke`,
    summary: 'Revoke a device’s key',
    description:
      'It sends nothing more; the device stays in the register, marked. Revoking a revoked ' +
      'device changes nothing.',
    params: idParam,
    response: deviceResponseSchema,
    example: async (fixture) => ({ path: `${BASE}/${await exampleDevice(fixture)}/revoke` }),
    errors: DEVICE_ERRORS,
    async handler({ caller, params }) {
      const device = await revokeDevice(db, caller, params.id, context.clock());
      deviceKeys.forget(params.id);
      return { data: device };
    },
  });

  router.add({
    ...staff,
    method: 'POST',
    url: `${BASE}/:id/key`,
    summary: 'A new key for a device',
    description: 'The old key stops working; the answer carries the new one, once.',
    params: idParam,
    response: deviceWithKeyResponseSchema,
    example: async (fixture) => ({ path: `${BASE}/${await exampleDevice(fixture)}/key` }),
    errors: DEVICE_ERRORS,
    async handler({ caller, params }) {
      const renewed = await renewDeviceKey(db, caller, params.id);
      deviceKeys.forget(params.id);
      return { data: renewed };
    },
  });

  router.add({
    method: 'POST',
    url: `${BASE}/readings`,
    summary: 'A device sends readings',
    description:
      `The device’s key in \`${DEVICE_KEY_HEADER}\`, no session. 1 to 100 readings in a ` +
      'reading’s body shape; an assigned device’s go to its guest (judged, alerting), a shared ' +
      'device’s wait in its group’s queue. All or none.',
    tags: ['measurement'],
    auth: false,
    // A batch sent again after a lost answer (with the same Idempotency-Key) is saved once: the
    // keys are the device's (docs/behaviour/measurements.md#devices).
    idempotent: true,
    idempotencyOwner: async (request) => ({ deviceId: (await deviceOfRequest(request)).id }),
    body: deviceIngestSchema,
    response: deviceIngestResponseSchema,
    example: async (fixture) => {
      const key = `dk_${randomUUID()}`;
      await exampleDevice(fixture, key, true);
      const value = { systolic: 131, diastolic: 82, pulse: 71 };
      return {
        body: { readings: [{ type: 'pressure', outcome: 'measured', value }] },
        headers: { [DEVICE_KEY_HEADER]: key },
      };
    },
    errors: [
      { code: 'E048', status: 401, when: 'no key, an unknown or revoked key' },
      { code: 'E047', status: 422, when: 'a value outside the data-entry limits' },
      { code: 'E016', status: 400, when: 'a malformed reading' },
    ],
    async handler({ request, body }) {
      return { data: await ingest(context, await deviceOfRequest(request), body) };
    },
  });

  router.add({
    ...staff,
    method: 'GET',
    url: `${BASE}/queue`,
    summary: 'Shared devices’ readings waiting for a guest',
    description: 'Of the selected group, oldest first (at most 500).',
    query: deviceGroupQuerySchema,
    response: queueResponseSchema,
    example: ({ groupId }) => ({ path: `${BASE}/queue${groupId ? `?groupId=${groupId}` : ''}` }),
    errors: DEVICE_ERRORS,
    async handler({ caller, query }) {
      return { data: await readQueue(db, caller, query.groupId) };
    },
  });

  router.add({
    ...staff,
    method: 'POST',
    url: `${BASE}/queue/:id/assign`,
    idempotent: true,
    summary: 'Give a queued reading its guest',
    description: 'Saved as the guest’s device reading, judged and alerting.',
    params: idParam,
    body: queueAssignSchema,
    response: readingResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/queue/${await exampleQueued(fixture)}/assign`,
      body: { personalDataId: (await exampleGuest(fixture)).personalDataId },
    }),
    errors: [...DEVICE_ERRORS, { code: 'E034', status: 409, when: 'assigned already' }],
    async handler({ caller, params, body }) {
      return { data: await assignQueued(context, caller, params.id, body.personalDataId) };
    },
  });
}
