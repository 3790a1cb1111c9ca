import 'fake-indexeddb/auto';
import { DEFAULT_MODULE_ACCESS, levelsOfRole, type Role } from '@care/api-client';
import { within } from '@testing-library/react';
import type { ApiTestServer } from '../../test/api-test-server';
import { describeFormDrafts } from '../../test/form-drafts';
import { installDocumentsApi } from '../documents/test/documents-api';
import { installPersonDetailApi } from '../person-detail/test/person-detail-api';
import { signInWithMeasurements } from './test/measurement-api';

// The drafts of the measurement forms (docs/behaviour/never-losing-work.md#drafts).

/** Signs in as `role` with the measurements' and the guest chart's routes. */
function signIn(server: ApiTestServer, role: Role) {
  const measurements = signInWithMeasurements(server, role);
  installDocumentsApi(server);
  installPersonDetailApi(server).levels = levelsOfRole(DEFAULT_MODULE_ACCESS, role);
  return measurements;
}

const TAB = '/loggedIn/guestDetail/21?tab=measurements';

describeFormDrafts([
  {
    name: 'a reading',
    signIn: (server) => signIn(server, 'RA_NURSE'),
    path: TAB,
    form: 'Record a measure',
    field: (form) => within(form).getByRole('textbox', { name: 'Systolic (mmHg)' }),
    text: '128',
    complete: (user, form) =>
      user.type(within(form).getByRole('textbox', { name: 'Diastolic (mmHg)' }), '82'),
    saveButton: 'Save the measure',
    saved: 'Blood pressure saved',
  },
  {
    name: 'the vital-signs round',
    signIn: (server) => signIn(server, 'RA_NURSE'),
    path: TAB,
    form: 'Vital-signs round',
    field: (form) =>
      within(within(form).getByRole('group', { name: 'Temperature' })).getByRole('textbox', {
        name: 'Temperature (°C)',
      }),
    text: '37.4',
    saveButton: 'Save the round',
    saved: 'The vital-signs round is saved.',
  },
  {
    name: 'the round of the group',
    signIn: (server) => signIn(server, 'RA_NURSE'),
    path: '/loggedIn/measurementAll/',
    form: 'Round entry',
    field: (form) => within(form).getByRole('textbox', { name: 'Blood pressure of Anna Rossi' }),
    text: '130/80',
    saveButton: 'Save the round',
    saved: '1 value saved.',
  },
  {
    name: 'a doctor’s threshold override',
    signIn: (server) => signIn(server, 'RA_DOCTOR'),
    path: TAB,
    form: 'Change the range of Temperature',
    field: (form) => within(form).getByRole('textbox', { name: /^Reason/ }),
    text: 'Chronic low-grade fever',
    saveButton: 'Save the range',
    saved: 'The range of Temperature is saved.',
  },
  {
    name: 'a new device',
    signIn: (server) => signIn(server, 'RA_NURSE'),
    path: '/loggedIn/measurementDevices/',
    form: 'New device',
    field: (form) => within(form).getByRole('textbox', { name: /^Model/ }),
    text: 'Omron M3',
    complete: (user, form) =>
      user.type(within(form).getByRole('textbox', { name: /^Serial number/ }), 'SN-4711'),
    saveButton: 'Add the device',
    saved: 'The device is registered.',
  },
]);
