import {
  ADMINISTRATORS,
  DEFAULT_THRESHOLDS,
  PRODUCT_API_BASE,
  PRODUCT_API_PATHS,
  STAFF_ROLES,
  alertAcknowledgeSchema,
  alertListQuerySchema,
  alertListResponseSchema,
  alertResponseSchema,
  criticalEventListResponseSchema,
  criticalValueListResponseSchema,
  defaultThresholdsResponseSchema,
  diaryGroupQuerySchema,
  guestThresholdsResponseSchema,
  measurementDueListResponseSchema,
  measurementProfileResponseSchema,
  measurementProfileUpdateSchema,
  measurementSettingsResponseSchema,
  measurementSettingsUpdateSchema,
  overdueListResponseSchema,
  recordIdTextSchema,
  schedulesUpdateSchema,
  thresholdOverrideSchema,
  thresholdParameterSchema,
} from '@care/api-client/schemas';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { SIGNED_IN } from '../http/router';
import { measurementGuest } from '../measurement/access';
import { acknowledgeAlert } from '../measurement/alert-ack';
import { criticalEvents, criticalValues, guestAlerts } from '../measurement/alert-reads';
import { exampleAlert } from '../measurement/examples';
import { profileOf, setProfile, setSettings, settingsOf } from '../measurement/profile';
import { guestDue, overdueList, setSchedules } from '../measurement/schedules';
import { guestThresholds, requireDoctor, setThreshold } from '../measurement/thresholds';
import { requireModuleFlag } from '../modules/flags';
import {
  GUEST_ERRORS,
  GUEST_READ,
  GUEST_WRITE,
  MEASUREMENT_BASE as BASE,
  guestPath,
} from './measurement-common';

const dashboard = (name: 'criticalEvent' | 'criticalValue') =>
  `/api/${PRODUCT_API_BASE}${PRODUCT_API_PATHS.measurementDashboard[name]}`;

const GROUP_ERRORS = [
  {
    code: 'E013',
    status: 403,
    when: 'the role’s module level is too low, a `groupId` not among the caller’s groups',
  },
  { code: 'E016', status: 400, when: 'a malformed groupId' },
] as const;

/** Thresholds, profile, settings, alerts and schedules (docs/behaviour/measurements.md). */
export function registerMeasurementCareRoutes(context: ServerContext): void {
  registerThresholdRoutes(context);
  registerAlertRoutes(context);
  registerScheduleRoutes(context);
}

function registerThresholdRoutes(context: ServerContext): void {
  const { router, db } = context;
  router.add({
    method: 'GET',
    url: `${BASE}/thresholds`,
    summary: 'The facility’s default thresholds',
    description:
      'Per parameter, for elderly guests (docs/behaviour/measurements.md#default-thresholds).',
    tags: ['measurement'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'measurement', level: 'read' },
    response: defaultThresholdsResponseSchema,
    async handler() {
      return { data: DEFAULT_THRESHOLDS };
    },
  });

  router.add({
    ...GUEST_READ,
    method: 'GET',
    url: `${BASE}/guest/:id/thresholds`,
    summary: 'A guest’s thresholds in force and their history',
    response: guestThresholdsResponseSchema,
    example: async (fixture) => ({ path: await guestPath(fixture, 'thresholds') }),
    errors: GUEST_ERRORS,
    async handler({ caller, params }) {
      return { data: await guestThresholds(db, await measurementGuest(db, caller, params.id)) };
    },
  });

  router.add({
    ...GUEST_WRITE,
    method: 'PUT',
    url: `${BASE}/guest/:id/thresholds/:parameter`,
    summary: 'Set a guest’s own range of a parameter, or restore the default (doctors)',
    description:
      '`range` (null: the facility default again) and the compulsory `reason`; who, when and the ' +
      'range before are kept. Doctors only (`RA_DOCTOR` with `measurement` write).',
    params: z.object({ id: recordIdTextSchema, parameter: thresholdParameterSchema }),
    body: thresholdOverrideSchema,
    response: guestThresholdsResponseSchema,
    example: async (fixture) => ({
      path: await guestPath(fixture, 'thresholds/saturation'),
      body: {
        range: { criticalBelow: 85, normalMin: 88, normalMax: 92, criticalAbove: null },
        reason: 'COPD with hypercapnia: target 88–92 % (BTS).',
      },
    }),
    errors: [
      { ...GUEST_ERRORS[0], when: `${GUEST_ERRORS[0].when}; not a doctor` },
      GUEST_ERRORS[1],
      { code: 'E012', status: 400, when: 'no reason' },
      { code: 'E016', status: 400, when: 'bounds out of order, an unknown parameter' },
    ],
    async handler({ caller, params, body }) {
      requireDoctor(caller);
      const guest = await measurementGuest(db, caller, params.id);
      const change = { parameter: params.parameter, ...body };
      return { data: await setThreshold(db, caller, guest, change, context.clock()) };
    },
  });

  router.add({
    ...GUEST_READ,
    method: 'GET',
    url: `${BASE}/guest/:id/profile`,
    summary: 'A guest’s height and SpO2 scale',
    response: measurementProfileResponseSchema,
    example: async (fixture) => ({ path: await guestPath(fixture, 'profile') }),
    errors: GUEST_ERRORS,
    async handler({ caller, params }) {
      const guest = await measurementGuest(db, caller, params.id);
      return { data: await profileOf(db, guest.accountId) };
    },
  });

  router.add({
    ...GUEST_WRITE,
    method: 'PUT',
    url: `${BASE}/guest/:id/profile`,
    summary: 'Change a guest’s height or SpO2 scale',
    description: 'The height (100–230 cm) by any writer; the SpO2 scale by a doctor only.',
    body: measurementProfileUpdateSchema,
    response: measurementProfileResponseSchema,
    example: async (fixture) => ({
      path: await guestPath(fixture, 'profile'),
      body: { heightCm: 162 },
    }),
    errors: [
      { ...GUEST_ERRORS[0], when: `${GUEST_ERRORS[0].when}; the scale by a non-doctor` },
      GUEST_ERRORS[1],
      { code: 'E016', status: 400, when: 'a height out of range, nothing to change' },
    ],
    async handler({ caller, params, body }) {
      const guest = await measurementGuest(db, caller, params.id);
      return { data: await setProfile(db, caller, guest, body) };
    },
  });

  router.add({
    method: 'GET',
    url: `${BASE}/settings`,
    summary: 'The facility’s measurement settings (the glycaemia unit)',
    tags: ['measurement'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'measurement', level: 'read' },
    response: measurementSettingsResponseSchema,
    async handler() {
      return { data: await settingsOf(db) };
    },
  });

  router.add({
    method: 'PUT',
    url: `${BASE}/settings`,
    summary: 'Change the facility’s measurement settings (administrators)',
    tags: ['measurement'],
    auth: true,
    access: { roles: ADMINISTRATORS },
    module: { id: 'measurement', level: 'write' },
    body: measurementSettingsUpdateSchema,
    response: measurementSettingsResponseSchema,
    example: { body: { glycemiaUnit: 'mg/dL' } },
    errors: [{ code: 'E016', status: 400, when: 'an unknown unit' }],
    async handler({ body }) {
      return { data: await setSettings(db, body) };
    },
  });
}

function registerAlertRoutes(context: ServerContext): void {
  const { router, db } = context;
  const alerts = {
    tags: ['measurement', 'dashboard'],
    auth: true,
    access: { roles: STAFF_ROLES },
    module: { id: 'measurementEventAlerts', level: 'read' },
  } as const;

  router.add({
    ...alerts,
    method: 'GET',
    url: `${BASE}/guest/:id/alerts`,
    summary: 'A guest’s alerts, newest first',
    description:
      '`status`: `active` or `actioned` (default both). Staff with `measurementEventAlerts` read.',
    params: GUEST_READ.params,
    query: alertListQuerySchema,
    response: alertListResponseSchema,
    example: async (fixture) => ({ path: await guestPath(fixture, 'alerts') }),
    errors: GUEST_ERRORS,
    async handler({ caller, params, query }) {
      const guest = await measurementGuest(db, caller, params.id);
      return { data: await guestAlerts(db, guest, query.status) };
    },
  });

  router.add({
    ...alerts,
    module: { id: 'measurementEventAlerts', level: 'write' },
    method: 'POST',
    url: `${BASE}/alert/:id/acknowledge`,
    summary: 'Acknowledge an alert with the action taken',
    description:
      '`note` (1–1 000 characters) is written to the guest’s diary (category health, significant, ' +
      'in the handover); the alert becomes actioned, with who and when. Staff with ' +
      '`measurementEventAlerts` write.',
    params: GUEST_READ.params,
    body: alertAcknowledgeSchema,
    response: alertResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/alert/${await exampleAlert(fixture)}/acknowledge`,
      body: { note: 'Paracetamol given, temperature checked again after an hour.' },
    }),
    errors: [
      { code: 'E013', status: 403, when: 'no such alert, or one the caller may not reach' },
      { code: 'E034', status: 409, when: 'actioned already' },
      { code: 'E012', status: 400, when: 'no note, or a blank one' },
      { code: 'E015', status: 400, when: 'a note over 1 000 characters' },
    ],
    async handler({ caller, params, body }) {
      return { data: await acknowledgeAlert(context, caller, params.id, body.note) };
    },
  });

  router.add({
    ...alerts,
    method: 'GET',
    url: dashboard('criticalEvent'),
    summary: 'Active measurement alerts of the group (the home widget)',
    description:
      'Of the selected group’s guests (`groupId`, one of the caller’s groups; default the ' +
      'first), newest first, at most 20 with the total.',
    query: diaryGroupQuerySchema,
    response: criticalEventListResponseSchema,
    example: ({ groupId }) => ({
      path: `${dashboard('criticalEvent')}${groupId ? `?groupId=${groupId}` : ''}`,
    }),
    errors: GROUP_ERRORS,
    async handler({ caller, query }) {
      return { data: await criticalEvents(db, caller, query.groupId) };
    },
  });

  router.add({
    ...alerts,
    method: 'GET',
    url: dashboard('criticalValue'),
    summary: 'Values beyond their normal range now (the home widget)',
    description:
      'Each guest’s latest value of each parameter that is out of range or critical, for the ' +
      'selected group’s guests: critical first, at most 20 with the total.',
    query: diaryGroupQuerySchema,
    response: criticalValueListResponseSchema,
    example: ({ groupId }) => ({
      path: `${dashboard('criticalValue')}${groupId ? `?groupId=${groupId}` : ''}`,
    }),
    errors: GROUP_ERRORS,
    async handler({ caller, query }) {
      return { data: await criticalValues(db, caller, query.groupId) };
    },
  });
}

function registerScheduleRoutes(context: ServerContext): void {
  const { router, db } = context;
  router.add({
    ...GUEST_READ,
    method: 'GET',
    url: `${BASE}/guest/:id/schedules`,
    summary: 'A guest’s schedules with what is due',
    response: measurementDueListResponseSchema,
    example: async (fixture) => ({ path: await guestPath(fixture, 'schedules') }),
    errors: GUEST_ERRORS,
    async handler({ caller, params, timeZone }) {
      const guest = await measurementGuest(db, caller, params.id);
      return { data: await guestDue(db, guest, context.clock(), timeZone) };
    },
  });

  router.add({
    ...GUEST_WRITE,
    method: 'PUT',
    url: `${BASE}/guest/:id/schedules`,
    summary: 'Replace a guest’s schedules',
    description: 'One per type: every n days, or at fixed local times. Answers what is due.',
    body: schedulesUpdateSchema,
    response: measurementDueListResponseSchema,
    example: async (fixture) => ({
      path: await guestPath(fixture, 'schedules'),
      body: {
        schedules: [
          { type: 'weight', kind: 'interval', everyDays: 30 },
          { type: 'pressure', kind: 'interval', everyDays: 1 },
          { type: 'glycemia', kind: 'times', times: ['07:30', '11:30', '18:30'] },
        ],
      },
    }),
    errors: [
      ...GUEST_ERRORS,
      { code: 'E016', status: 400, when: 'a type twice, a malformed time' },
    ],
    async handler({ caller, params, body, timeZone }) {
      const guest = await measurementGuest(db, caller, params.id);
      return { data: await setSchedules(db, caller, guest, body, context.clock(), timeZone) };
    },
  });

  router.add({
    method: 'GET',
    url: `${BASE}/overdue`,
    summary: 'The group’s guests with overdue measures',
    description: 'Staff with `measurement` read and the `measurement.allUsers` flag.',
    tags: ['measurement'],
    auth: true,
    access: { roles: STAFF_ROLES },
    module: { id: 'measurement', level: 'read' },
    query: diaryGroupQuerySchema,
    response: overdueListResponseSchema,
    example: ({ groupId }) => ({ path: `${BASE}/overdue${groupId ? `?groupId=${groupId}` : ''}` }),
    errors: GROUP_ERRORS,
    async handler({ caller, query, timeZone }) {
      await requireModuleFlag(db, caller.accountId, 'measurement', 'allUsers');
      return { data: await overdueList(db, caller, query.groupId, context.clock(), timeZone) };
    },
  });
}
