import {
  STAFF_ROLES,
  latestTableResponseSchema,
  readingCreateSchema,
  readingEnteredInErrorSchema,
  readingListQuerySchema,
  readingPageResponseSchema,
  readingResponseSchema,
  roundCreateSchema,
  roundResponseSchema,
  roundSheetQuerySchema,
  roundSheetResponseSchema,
  seriesQuerySchema,
  seriesResponseSchema,
  vitalSignsCreateSchema,
  vitalSignsRoundResponseSchema,
  waterBalanceQuerySchema,
  waterBalanceResponseSchema,
  diaryGroupQuerySchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { exampleGuest } from '../diary/examples';
import { measurementGuest } from '../measurement/access';
import { createReading, createRound, createVitalSigns } from '../measurement/create';
import { enterInError } from '../measurement/entered-in-error';
import { exampleReading } from '../measurement/examples';
import { listReadings, readSeries } from '../measurement/lists';
import { latestTable, readWaterBalance, roundSheet } from '../measurement/rounds';
import { requireModuleFlag } from '../modules/flags';
import { diaryIdParam as idParam } from './diary-changes';
import {
  GUEST_ERRORS,
  GUEST_READ,
  GUEST_WRITE,
  MEASUREMENT_BASE,
  MEASUREMENT_REACH,
  guestPath,
} from './measurement-common';
import { registerMeasurementCareRoutes } from './measurement-care';
import { registerMeasurementDeviceRoutes } from './measurement-devices';

const BASE = MEASUREMENT_BASE;

const LIMIT_ERRORS = [
  { code: 'E047', status: 422, when: 'a value outside the data-entry limits' },
  { code: 'E012', status: 400, when: 'a missing type, outcome or value' },
  {
    code: 'E016',
    status: 400,
    when: 'a value of another shape, a value with `refused`, `measuredAt` in the future or more than 7 days back, an unknown key',
  },
] as const;

/**
 * The measurements care module (docs/behaviour/measurements.md#routes): readings, rounds and
 * lists here; thresholds, profile, alerts and schedules in `measurement-care.ts`; devices in
 * `measurement-devices.ts`.
 */
export function registerMeasurementRoutes(context: ServerContext): void {
  const { router, db } = context;

  router.add({
    ...GUEST_WRITE,
    method: 'POST',
    url: `${BASE}/guest/:id/readings`,
    summary: 'Record a guest’s reading',
    description:
      'One reading: `type`, `outcome` (`measured` with its `value`, `refused`, `notMeasurable`), ' +
      '`measuredAt` (default now, up to 7 days back), `note`. Glycaemia in mg/dL or mmol/L, ' +
      'stored in mg/dL. Judged against the guest’s thresholds; a value beyond the normal range ' +
      `raises an alert (\`measurement.alert\`). ${MEASUREMENT_REACH}`,
    body: readingCreateSchema,
    response: readingResponseSchema,
    example: async (fixture) => ({
      path: await guestPath(fixture, 'readings'),
      body: { type: 'temperature', outcome: 'measured', value: { celsius: 36.8 } },
    }),
    errors: [...GUEST_ERRORS, ...LIMIT_ERRORS],
    async handler({ caller, params, body }) {
      return { data: await createReading(context, caller, params.id, body) };
    },
  });

  router.add({
    ...GUEST_READ,
    method: 'GET',
    url: `${BASE}/guest/:id/readings`,
    summary: 'A page of a guest’s readings, newest first',
    description: `50 a page by \`measuredAt\`; filters \`type\`, \`from\`, \`to\`. ${MEASUREMENT_REACH}`,
    query: readingListQuerySchema,
    response: readingPageResponseSchema,
    example: async (fixture) => ({ path: await guestPath(fixture, 'readings?page=0') }),
    errors: [...GUEST_ERRORS, { code: 'E016', status: 400, when: 'a malformed filter' }],
    async handler({ caller, params, query }) {
      const guest = await measurementGuest(db, caller, params.id);
      return { data: await listReadings(db, guest, query) };
    },
  });

  router.add({
    ...GUEST_READ,
    method: 'GET',
    url: `${BASE}/guest/:id/series`,
    summary: 'A chart series of one type',
    description:
      'The numeric fields of every measured reading of `type` between `from` and `to`, oldest ' +
      'first; beyond 500 readings each bucket’s minimum and maximum (`downsampled: true`). ' +
      `For charts only. ${MEASUREMENT_REACH}`,
    query: seriesQuerySchema,
    response: seriesResponseSchema,
    example: async (fixture) => ({
      path: await guestPath(
        fixture,
        'series?type=weight&from=2024-01-01T00:00:00Z&to=2030-01-01T00:00:00Z',
      ),
    }),
    errors: [...GUEST_ERRORS, { code: 'E016', status: 400, when: 'a malformed query' }],
    async handler({ caller, params, query }) {
      const guest = await measurementGuest(db, caller, params.id);
      return { data: await readSeries(db, guest, query) };
    },
  });

  router.add({
    ...GUEST_READ,
    method: 'GET',
    url: `${BASE}/guest/:id/water-balance`,
    summary: 'A guest’s daily water balance',
    description:
      'Each local day (the caller’s time zone) between `from` and `to` (at most 366 days) with ' +
      `an amount: hydration − diuresis, with its sign. ${MEASUREMENT_REACH}`,
    query: waterBalanceQuerySchema,
    response: waterBalanceResponseSchema,
    example: async (fixture) => ({
      path: await guestPath(fixture, 'water-balance?from=2026-01-01&to=2026-01-31'),
    }),
    errors: [
      ...GUEST_ERRORS,
      { code: 'E016', status: 400, when: 'a malformed or too long period' },
    ],
    async handler({ caller, params, query, timeZone }) {
      const guest = await measurementGuest(db, caller, params.id);
      return { data: await readWaterBalance(db, guest, query, timeZone) };
    },
  });

  router.add({
    ...GUEST_WRITE,
    method: 'POST',
    url: `${BASE}/guest/:id/vital-signs`,
    summary: 'Record a vital-signs round with its NEWS2',
    description:
      'Blood pressure, heart rate, SpO2 with air or oxygen, temperature, respiration rate and ' +
      'ACVPU, each optional, refused or not measurable; at least one measured. Answers the ' +
      'readings and NEWS2 (RCP 2017; SpO2 scale 2 when the guest’s profile says so): with a ' +
      'parameter missing, no score and the missing ones named. A score calling for more than ' +
      `monitoring raises an alert. ${MEASUREMENT_REACH}`,
    body: vitalSignsCreateSchema,
    response: vitalSignsRoundResponseSchema,
    example: async (fixture) => ({
      path: await guestPath(fixture, 'vital-signs'),
      body: {
        pressure: { outcome: 'measured', value: { systolic: 128, diastolic: 76 } },
        heartRate: { outcome: 'measured', value: { bpm: 72 } },
        saturation: { outcome: 'measured', value: { percent: 96, oxygen: false } },
        temperature: { outcome: 'measured', value: { celsius: 36.7 } },
        respirationRate: { outcome: 'measured', value: { perMinute: 16 } },
        consciousness: { outcome: 'measured', value: { acvpu: 'A' } },
      },
    }),
    errors: [...GUEST_ERRORS, ...LIMIT_ERRORS],
    async handler({ caller, params, body }) {
      return { data: await createVitalSigns(context, caller, params.id, body) };
    },
  });

  router.add({
    method: 'PUT',
    url: `${BASE}/reading/:id/entered-in-error`,
    summary: 'Mark a reading entered in error',
    description:
      'With its reason: the reading stays, marked, and is judged no more. `:id` is the ' +
      `reading’s id. ${MEASUREMENT_REACH}`,
    tags: ['measurement'],
    auth: true,
    access: { roles: STAFF_ROLES },
    module: { id: 'measurement', level: 'write' },
    params: idParam,
    body: readingEnteredInErrorSchema,
    response: readingResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/reading/${(await exampleReading(fixture)).id}/entered-in-error`,
      body: { reason: 'Thermometer of another guest.' },
    }),
    errors: [
      { code: 'E013', status: 403, when: 'no such reading, or one the caller may not reach' },
      { code: 'E034', status: 409, when: 'entered in error already' },
      { code: 'E012', status: 400, when: 'no reason, or a blank one' },
    ],
    async handler({ caller, params, body }) {
      return { data: await enterInError(context, caller, params.id, body.reason) };
    },
  });

  registerRoundRoutes(context);
  registerMeasurementCareRoutes(context);
  registerMeasurementDeviceRoutes(context);
}

/** The group rounds and the latest-values table (staff with `measurement.allUsers`). */
function registerRoundRoutes(context: ServerContext): void {
  const { router, db } = context;
  const groupErrors = [
    {
      code: 'E013',
      status: 403,
      when: 'no `measurement` level, no `measurement.allUsers` flag, a `groupId` not among the caller’s groups',
    },
    { code: 'E016', status: 400, when: 'a malformed query' },
  ] as const;
  const group = {
    tags: ['measurement'],
    auth: true,
    access: { roles: STAFF_ROLES },
  } as const;

  router.add({
    ...group,
    module: { id: 'measurement', level: 'read' },
    method: 'GET',
    url: `${BASE}/round`,
    summary: 'The round sheet: the group’s guests with their last value of a type',
    description:
      'The admitted guests of the selected group (`groupId`, one of the caller’s groups; default ' +
      'the first), by surname, each with their last reading of `type`.',
    query: roundSheetQuerySchema,
    response: roundSheetResponseSchema,
    example: ({ groupId }) => ({
      path: `${BASE}/round?type=weight${groupId ? `&groupId=${groupId}` : ''}`,
    }),
    errors: groupErrors,
    async handler({ caller, query }) {
      await requireModuleFlag(db, caller.accountId, 'measurement', 'allUsers');
      return { data: await roundSheet(db, caller, query) };
    },
  });

  router.add({
    ...group,
    module: { id: 'measurement', level: 'write' },
    method: 'POST',
    url: `${BASE}/round`,
    summary: 'Record one measure across guests',
    description:
      '1 to 200 entries, each a guest and their reading; all saved or none (a value beyond the ' +
      'limits refuses the whole round).',
    body: roundCreateSchema,
    response: roundResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/round`,
      body: {
        entries: [
          {
            personalDataId: (await exampleGuest(fixture)).personalDataId,
            type: 'weight',
            outcome: 'measured',
            value: { kg: 64.5 },
          },
        ],
      },
    }),
    errors: [...GUEST_ERRORS, ...LIMIT_ERRORS],
    async handler({ caller, body }) {
      await requireModuleFlag(db, caller.accountId, 'measurement', 'allUsers');
      return { data: await createRound(context, caller, body) };
    },
  });

  router.add({
    ...group,
    module: { id: 'measurement', level: 'read' },
    method: 'GET',
    url: `${BASE}/latest`,
    summary: 'The latest values of the group’s guests',
    description:
      'Each admitted guest of the selected group with their latest reading of each type, each ' +
      'judged (out of range and critical marked).',
    query: diaryGroupQuerySchema,
    response: latestTableResponseSchema,
    example: ({ groupId }) => ({ path: `${BASE}/latest${groupId ? `?groupId=${groupId}` : ''}` }),
    errors: groupErrors,
    async handler({ caller, query }) {
      await requireModuleFlag(db, caller.accountId, 'measurement', 'allUsers');
      return { data: await latestTable(db, caller, query.groupId) };
    },
  });
}
