import 'fake-indexeddb/auto';
import { DEFAULT_MODULE_ACCESS, levelsOfRole, type Role } from '@care/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ApiTestServer } from '../../test/api-test-server';
import { describeFormDrafts } from '../../test/form-drafts';
import { installDocumentsApi } from '../documents/test/documents-api';
import { inWidget } from '../home/test/in-widget';
import { installPersonDetailApi } from '../person-detail/test/person-detail-api';
import { signInWithMeasurements, temperatureAlert } from './test/measurement-api';

// The drafts of the measurement forms (docs/behaviour/never-losing-work.md#drafts).

/** Signs in as `role` with the measurements' and the guest chart's routes. */
function signIn(server: ApiTestServer, role: Role) {
  const measurements = signInWithMeasurements(server, role);
  installDocumentsApi(server);
  installPersonDetailApi(server).levels = levelsOfRole(DEFAULT_MODULE_ACCESS, role);
  return measurements;
}

const TAB = '/loggedIn/guestDetail/21?tab=measurements';

/** The textbox named `name` in `form`. */
const box = (form: HTMLElement, name: string | RegExp) =>
  within(form).getByRole('textbox', { name });
const temperature = (form: HTMLElement) =>
  box(within(form).getByRole('group', { name: 'Temperature' }), 'Temperature (°C)');

describeFormDrafts([
  {
    name: 'a reading',
    signIn: (server) => signIn(server, 'RA_NURSE'),
    path: TAB,
    form: 'Record a measure',
    type: (user, form) => user.type(box(form, 'Systolic (mmHg)'), '128'),
    expectFresh: (form) => expect(box(form, 'Systolic (mmHg)')).toHaveValue(''),
    expectRestored: (form) => expect(box(form, 'Systolic (mmHg)')).toHaveValue('128'),
    complete: (user, form) => user.type(box(form, 'Diastolic (mmHg)'), '82'),
    saveButton: 'Save the measure',
    saved: 'Blood pressure saved',
  },
  {
    name: 'the vital-signs round',
    signIn: (server) => signIn(server, 'RA_NURSE'),
    path: TAB,
    form: 'Vital-signs round',
    type: (user, form) => user.type(temperature(form), '37.4'),
    expectFresh: (form) => expect(temperature(form)).toHaveValue(''),
    expectRestored: (form) => expect(temperature(form)).toHaveValue('37.4'),
    saveButton: 'Save the round',
    saved: 'The vital-signs round is saved.',
  },
  {
    name: 'the round of the group',
    signIn: (server) => signIn(server, 'RA_NURSE'),
    path: '/loggedIn/measurementAll/',
    form: 'Round entry',
    type: (user, form) => user.type(box(form, 'Blood pressure of Anna Rossi'), '130/80'),
    expectFresh: (form) => expect(box(form, 'Blood pressure of Anna Rossi')).toHaveValue(''),
    expectRestored: (form) =>
      expect(box(form, 'Blood pressure of Anna Rossi')).toHaveValue('130/80'),
    saveButton: 'Save the round',
    saved: '1 value saved.',
  },
  {
    name: 'a doctor’s threshold override',
    signIn: (server) => signIn(server, 'RA_DOCTOR'),
    path: TAB,
    form: 'Change the range of Temperature',
    type: (user, form) => user.type(box(form, /^Reason/), 'Chronic low-grade fever'),
    expectFresh: (form) => expect(box(form, /^Reason/)).toHaveValue(''),
    expectRestored: (form) => expect(box(form, /^Reason/)).toHaveValue('Chronic low-grade fever'),
    saveButton: 'Save the range',
    saved: 'The range of Temperature is saved.',
  },
  {
    name: 'a new device',
    signIn: (server) => signIn(server, 'RA_NURSE'),
    path: '/loggedIn/measurementDevices/',
    form: 'New device',
    type: (user, form) => user.type(box(form, /^Model/), 'Omron M3'),
    expectFresh: (form) => expect(box(form, /^Model/)).toHaveValue(''),
    expectRestored: (form) => expect(box(form, /^Model/)).toHaveValue('Omron M3'),
    complete: (user, form) => user.type(box(form, /^Serial number/), 'SN-4711'),
    saveButton: 'Add the device',
    saved: 'The device is registered.',
  },
  {
    name: 'a measurement alert’s acknowledgement note',
    signIn: (server) => signIn(server, 'RA_DOCTOR').alerts.push(temperatureAlert(1)),
    path: '/loggedIn/',
    form: async () => {
      await userEvent.click(
        await inWidget('Critical values', (card) =>
          card.getByRole('button', { name: 'Acknowledge the alert of Anna Rossi' }),
        ),
      );
      return screen.findByRole('alertdialog', { name: 'Acknowledge the alert' });
    },
    type: (user, form) => user.type(box(form, /Action taken/), 'Paracetamol given'),
    expectFresh: (form) => expect(box(form, /Action taken/)).toHaveValue(''),
    expectRestored: (form) => expect(box(form, /Action taken/)).toHaveValue('Paracetamol given'),
    saveButton: 'Acknowledge',
    saved: 'The alert is acknowledged; the note is in the diary.',
  },
]);
