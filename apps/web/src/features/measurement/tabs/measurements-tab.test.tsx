import { DEFAULT_MODULE_ACCESS, levelsOfRole } from '@care/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '../../../test/api-test-server';
import { findMessageBar } from '../../../test/message-bar';
import { renderApp } from '../../../test/render-app';
import { installDocumentsApi } from '../../documents/test/documents-api';
import { installPersonDetailApi } from '../../person-detail/test/person-detail-api';
import { signInWithMeasurements, type MeasurementApi } from '../test/measurement-api';

let server: ApiTestServer;
let measurements: MeasurementApi;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  measurements = signInWithMeasurements(server, 'RA_NURSE');
  installDocumentsApi(server);
  installPersonDetailApi(server).levels = levelsOfRole(DEFAULT_MODULE_ACCESS, 'RA_NURSE');
});

async function openRound() {
  renderApp('/loggedIn/guestDetail/21?tab=measurements', server);
  const form = await screen.findByRole('form', { name: 'Vital-signs round' });
  const part = (name: string) => within(within(form).getByRole('group', { name }));
  return { form: within(form), part };
}

describe('the vital-signs round of the Measurements tab', () => {
  it('shows NEWS2 live: "–" naming what is missing, then the score and its response', async () => {
    const user = userEvent.setup();
    const { form, part } = await openRound();
    const news2 = form.getByRole('status', { name: 'NEWS2' });
    expect(news2).toHaveTextContent('NEWS2 –');
    await user.type(part('Blood pressure').getByRole('textbox', { name: 'Systolic (mmHg)' }), '95');
    await user.type(
      part('Blood pressure').getByRole('textbox', { name: 'Diastolic (mmHg)' }),
      '60',
    );
    await user.type(part('Heart rate').getByRole('textbox', { name: 'Heart rate (bpm)' }), '115');
    await user.type(
      part('Oxygen saturation (SpO2)').getByRole('textbox', { name: 'SpO2 (%)' }),
      '93',
    );
    await user.selectOptions(
      part('Oxygen saturation (SpO2)').getByRole('combobox', { name: 'Air or oxygen' }),
      'On air',
    );
    await user.type(part('Temperature').getByRole('textbox', { name: 'Temperature (°C)' }), '38.4');
    await user.selectOptions(
      part('Level of consciousness').getByRole('combobox', { name: 'Level of consciousness' }),
      'Alert',
    );
    // Six of seven parameters: still no score, and the one missing is named.
    expect(news2).toHaveTextContent('NEWS2 –');
    expect(news2).toHaveTextContent('No score: missing respiration rate');
    await user.type(
      part('Respiration rate').getByRole('textbox', { name: 'Respiration rate (/min)' }),
      '22',
    );
    // 2 (systolic 95) + 2 (pulse 115) + 2 (SpO2 93) + 0 (air) + 1 (38.4 °C) + 0 (A) + 2 (22/min)
    expect(news2).toHaveTextContent('NEWS2 9');
    expect(news2).toHaveTextContent('Emergency response');
    await user.click(form.getByRole('button', { name: 'Save the round' }));
    expect(await findMessageBar('The vital-signs round is saved.')).toBeVisible();
  });

  it('counts a refused parameter as missing, never as a low score', async () => {
    const user = userEvent.setup();
    const { form, part } = await openRound();
    await user.selectOptions(
      part('Temperature').getByRole('combobox', { name: 'Result: Temperature' }),
      'Refused by the guest',
    );
    expect(form.getByRole('status', { name: 'NEWS2' }).textContent).toMatch(
      /No score: missing .*temperature/,
    );
  });

  it('refuses an impossible temperature on the form and sends nothing', async () => {
    const user = userEvent.setup();
    const { form, part } = await openRound();
    await user.type(part('Temperature').getByRole('textbox', { name: 'Temperature (°C)' }), '50');
    await user.click(form.getByRole('button', { name: 'Save the round' }));
    expect(
      await form.findByText(
        'Temperature: between 30 and 45 °C. Another value is not physically possible.',
      ),
    ).toBeVisible();
    expect(measurements.writes).toHaveLength(0);
  });
});

describe('the readings table of the Measurements tab', () => {
  it('lists every reading of the period, beyond the server’s first page', async () => {
    for (let hour = 1; hour <= 129; hour += 1) {
      measurements.add(21, 'pressure', { systolic: 110 + (hour % 20), diastolic: 70 }, hour * 60);
    }
    measurements.add(21, 'pressure', { systolic: 177, diastolic: 99 }, 130 * 60);
    const user = userEvent.setup();
    renderApp('/loggedIn/guestDetail/21?tab=measurements', server);
    const table = await screen.findByRole('table', { name: 'Readings of Blood pressure' });
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '131'));
    // Only the rows in view are drawn; the oldest, on the server's third page, is last.
    expect(within(table).queryByText('177/99 mmHg')).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Sort by When' }));
    expect(await within(table).findByText('177/99 mmHg')).toBeVisible();
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  });
});

describe('opening the Measurements tab', () => {
  it('is rendered ahead once the chart is idle, unseen, with its chart, table, thresholds and what is due', async () => {
    measurements.add(21, 'pressure', { systolic: 128, diastolic: 81 }, 60);
    const user = userEvent.setup();
    renderApp('/loggedIn/guestDetail/21', server);
    const tab = await screen.findByRole('tab', { name: 'Measurements' });
    const asked = (path: string) =>
      server.hits.filter((hit) => hit.url.split('?')[0]?.endsWith(`/guest/21/${path}`)).length;
    const paths = ['series', 'readings', 'thresholds', 'schedules'];
    // Rendered ahead: the reading is in the document, hidden; laid out with its effects
    // running, so what waits for the chart is there too (the thresholds), unseen.
    expect(await screen.findByText('128/81 mmHg')).not.toBeVisible();
    expect(await screen.findByText('Thresholds')).not.toBeVisible();
    expect(paths.map(asked)).toEqual([1, 1, 1, 1]);
    expect(screen.queryByRole('table', { name: 'Readings of Blood pressure' })).toBeNull();
    await user.click(tab);
    const table = await screen.findByRole('table', { name: 'Readings of Blood pressure' });
    expect(within(table).getByText('128/81 mmHg')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Thresholds' })).toBeVisible();
    // The tab shown is the one rendered ahead: nothing was asked twice.
    expect(paths.map(asked)).toEqual([1, 1, 1, 1]);
  });
});
