import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '../../../test/api-test-server';
import { findMessageBar } from '../../../test/message-bar';
import { disableOverlayAnimations } from '../../../test/no-overlay-animations';
import { renderApp } from '../../../test/render-app';
import { inWidget } from '../../home/test/in-widget';
import {
  signInWithMeasurements,
  temperatureAlert,
  type MeasurementApi,
} from '../test/measurement-api';

let server: ApiTestServer;
let measurements: MeasurementApi;
let restoreAnimations: () => void;

beforeAll(async () => {
  server = await startApiTestServer();
  restoreAnimations = disableOverlayAnimations();
});
afterAll(async () => {
  restoreAnimations();
  await server.close();
});

beforeEach(() => {
  measurements = signInWithMeasurements(server, 'RA_DOCTOR');
});

describe('the critical values widget', () => {
  it('lists the active alert in words and acknowledges it with a note of the action', async () => {
    measurements.alerts.push(temperatureAlert(1));
    const user = userEvent.setup();
    renderApp('/loggedIn/', server);
    // Once the card shows the alert it stays: the frame shown while its code loaded is gone.
    const card = await inWidget('Critical values', (found) => {
      expect(found.getByText('Temperature 39.6')).toBeVisible();
      return found;
    });
    expect(card.getByText('Critical')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Acknowledge the alert of Anna Rossi' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Acknowledge the alert' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Acknowledge' }));
    expect(await dialog.findByText('Write the action taken.')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: /Action taken/ }), 'Paracetamol given');
    await user.click(dialog.getByRole('button', { name: 'Acknowledge' }));
    expect(
      await findMessageBar('The alert is acknowledged; the note is in the diary.'),
    ).toBeVisible();
    expect(measurements.writes).toContainEqual({
      route: 'acknowledge',
      body: { note: 'Paracetamol given' },
    });
    await waitFor(() =>
      expect(card.getByText('No measurement alert is waiting for an action.')).toBeVisible(),
    );
  });
});
