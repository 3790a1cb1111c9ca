import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '../../../test/api-test-server';
import { findMessageBar } from '../../../test/message-bar';
import { renderApp } from '../../../test/render-app';
import { GUESTS, signInWithMeasurements, type MeasurementApi } from '../test/measurement-api';

let server: ApiTestServer;
let measurements: MeasurementApi;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  measurements = signInWithMeasurements(server, 'RA_NURSE');
});

const PAGE = '/loggedIn/measurementAll/';
const field = (guest: string) =>
  screen.findByRole('textbox', { name: `Blood pressure of ${guest}` });

describe('the group measurements screen', () => {
  it('is in the navigation of those with the measurement.allUsers flag', async () => {
    renderApp('/loggedIn/', server);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByRole('link', { name: 'Measurements' })).toBeVisible();
  });

  it('takes a round by keyboard alone: a value, Tab, the next guest', async () => {
    measurements.add(21, 'pressure', { systolic: 118, diastolic: 76 });
    // No pause between keys: Tab comes before the frame that disables the result list.
    const user = userEvent.setup({ delay: null });
    renderApp(PAGE, server);
    const first = await field('Anna Rossi');
    const row = first.closest('tr') as HTMLElement;
    expect(within(row).getByText('118/76 mmHg')).toBeVisible();
    await user.click(first);
    const values = ['130/80', '125/85/70', '140/90', '110/70', '120/75'];
    for (const [index, value] of values.entries()) {
      const name = `${GUESTS[index]?.name} ${GUESTS[index]?.surname}`;
      expect(document.activeElement).toBe(await field(name));
      await user.keyboard(value);
      await user.tab();
    }
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save the round' }));
    await user.keyboard('{Enter}');
    expect(await findMessageBar('5 values saved.')).toBeVisible();
    const round = measurements.writes[0]?.body as { entries: unknown[] };
    expect(round.entries).toContainEqual({
      personalDataId: 22,
      type: 'pressure',
      outcome: 'measured',
      value: { systolic: 125, diastolic: 85, pulse: 70 },
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Blood pressure of Anna Rossi' })).toHaveValue(''),
    );
  });

  it('keeps a typed value while the nurse types on, and clears the fields for another measure', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, server);
    await user.type(await field('Anna Rossi'), '130/80');
    await user.type(await field('Bruno Neri'), '125/85');
    expect(screen.getByRole('textbox', { name: 'Blood pressure of Anna Rossi' })).toHaveValue(
      '130/80',
    );
    const measure = screen.getByRole('combobox', { name: 'Measure of the round' });
    await user.selectOptions(measure, 'Temperature');
    expect(await screen.findByRole('textbox', { name: 'Temperature of Anna Rossi' })).toHaveValue(
      '',
    );
    await user.selectOptions(measure, 'Blood pressure');
    expect(await field('Anna Rossi')).toHaveValue('');
    expect(await field('Bruno Neri')).toHaveValue('');
  });

  it('refuses an impossible value on the form, naming the limits, and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, server);
    await user.type(await field('Anna Rossi'), '400/80');
    await user.click(screen.getByRole('button', { name: 'Save the round' }));
    expect(
      await screen.findByText(
        'Systolic: between 40 and 300 mmHg. Another value is not physically possible.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'Blood pressure of Anna Rossi' }),
    ).toHaveAccessibleDescription(/between 40 and 300 mmHg/);
    expect(measurements.writes).toHaveLength(0);
  });

  it('records "refused by the guest" as a value of its own', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, server);
    await field('Anna Rossi');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Result for Bruno Neri' }),
      'Refused by the guest',
    );
    await user.click(screen.getByRole('button', { name: 'Save the round' }));
    expect(await findMessageBar('1 value saved.')).toBeVisible();
    // Stamped with the time it was taken on this device (a round sent later keeps it).
    expect(measurements.writes[0]?.body).toEqual({
      measuredAt: expect.any(String),
      entries: [{ personalDataId: 22, type: 'pressure', outcome: 'refused' }],
    });
  });

  it('marks out-of-range and critical values in the latest table with words', async () => {
    measurements.add(21, 'temperature', { celsius: 39.5 });
    measurements.add(22, 'temperature', { celsius: 38.0 });
    measurements.add(23, 'temperature', { celsius: 36.8 });
    renderApp(PAGE, server);
    const table = within(
      await screen.findByRole('table', { name: /latest value of each measure/ }),
    );
    const rowOf = (name: string) =>
      within(table.getByRole('rowheader', { name }).closest('tr') as HTMLElement);
    expect(await rowOf('Anna Rossi').findByText('Critical')).toBeVisible();
    expect(rowOf('Anna Rossi').getByText('39.5 °C')).toBeVisible();
    expect(rowOf('Bruno Neri').getByText('Out of range')).toBeVisible();
    expect(rowOf('Carla Gallo').getByText('36.8 °C')).toBeVisible();
    expect(rowOf('Carla Gallo').queryByText(/Out of range|Critical/)).toBeNull();
  });

  it('exports the chosen measure for the whole group', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, server);
    const measure = await screen.findByRole('combobox', { name: 'Measure to export' });
    await user.selectOptions(measure, 'Temperature');
    await user.click(screen.getByRole('button', { name: 'Export: Temperature of Villa Serena' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Export: Temperature of Villa Serena' }),
    ).toBeVisible();
  });
});
