import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
  type Handler,
} from '../../../test/api-test-server';
import { renderApp } from '../../../test/render-app';
import { inWidget } from '../test/in-widget';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { installDocumentsApi, type DocumentsApi } from '../../documents/test/documents-api';

let server: ApiTestServer;
let documents: DocumentsApi;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});
afterEach(() => sessionStorage.clear());

const GUEST = '/api/care/api/v1/guest';
const rossi = { personalDataId: 7, name: 'Maria', surname: 'Rossi', room: '12' };

/** The three guest widget routes, answering `answer` (default: their data) once all three asked. */
function installGuestWidgets(answer?: Partial<Record<string, Handler>>) {
  const data: Record<string, unknown> = {
    dashboard: { admitted: 41, waiting: 3, suspended: 2 },
    'with-allergy': { items: [{ ...rossi, allergies: 'Penicillin' }], total: 1 },
    birthday: { items: [{ ...rossi, date: '2026-11-26', turns: 90, inDays: 1 }], total: 1 },
  };
  // The widgets load side by side: no answer leaves before every widget has asked.
  const waiting: (() => void)[] = [];
  for (const [name, body] of Object.entries(data)) {
    server.routes.set(`GET ${GUEST}/${name}`, async (request, response) => {
      await new Promise<void>((release) => {
        waiting.push(release);
        if (waiting.length >= 3) waiting.forEach((go) => go());
      });
      const handler = answer?.[name];
      if (handler) return handler(request, response);
      sendJson(response, 200, { data: body });
    });
  }
}

function signedInAs(role: 'RA_NURSE' | 'RA_GUEST') {
  installWorkingApi(server, myInfo({ role }));
  documents = installDocumentsApi(server);
  documents.toExpire = [
    {
      id: 31,
      name: 'Identity card',
      expiration: '2026-12-01T00:00',
      state: true,
      documentTagName: null,
      atCustomerAccountId: 1007,
      ownerFullName: 'Maria Rossi',
    },
  ];
}

describe('home page', () => {
  it('shows a nurse the guest and document widgets, each linking to the work', async () => {
    signedInAs('RA_NURSE');
    installGuestWidgets();
    renderApp('/loggedIn/', server);

    const waiting = await inWidget('Guests', (card) =>
      card.getByRole('link', { name: '3 waiting' }),
    );
    expect(waiting).toHaveAttribute('href', '/loggedIn/guestList/?status=W');
    await inWidget('Birthdays', (card) => card.getByText('Tomorrow, turns 90'));
    const rossiLink = await inWidget('Birthdays', (card) =>
      card.getByRole('link', { name: 'Rossi Maria' }),
    );
    expect(rossiLink).toHaveAttribute('href', '/loggedIn/guestDetail/7');
    await inWidget('Allergies', (card) => card.getByText('Allergy: Penicillin'));
    const identity = await inWidget('Documents about to expire', (card) =>
      card.getByRole('link', { name: 'Identity card' }),
    );
    expect(identity).toHaveAttribute('href', '/loggedIn/personalDocuments/?document=31');
    await inWidget('Expired documents', (card) => card.getByText('No document has expired.'));
  });

  it('shows a guest only the widgets of what a guest may read, and asks for nothing else', async () => {
    signedInAs('RA_GUEST');
    installGuestWidgets();
    renderApp('/loggedIn/', server);

    await inWidget('Documents about to expire', (card) => card.getByText('Identity card'));
    expect(screen.queryByRole('region', { name: 'Guests' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Birthdays' })).toBeNull();
    expect(server.hits.some((hit) => hit.url.startsWith(GUEST))).toBe(false);
  });

  it('keeps a failing widget’s error in its own card, with a retry that recovers', async () => {
    const user = userEvent.setup();
    signedInAs('RA_NURSE');
    let broken = true;
    installGuestWidgets({
      'with-allergy': (_request, response) =>
        broken
          ? sendJson(response, 500, { errorCode: 'E001' })
          : sendJson(response, 200, { data: { items: [], total: 0 } }),
    });
    renderApp('/loggedIn/', server);

    const retry = await inWidget('Allergies', (card) => {
      expect(card.getByRole('alert')).toBeVisible();
      return card.getByRole('button', { name: 'Try again' });
    });
    // The others went on.
    await inWidget('Guests', (card) => card.getByRole('link', { name: '41 admitted' }));

    broken = false;
    await user.click(retry);
    await inWidget('Allergies', (card) => {
      expect(card.getByText('No admitted guest has an allergy recorded.')).toBeVisible();
      expect(card.queryByRole('alert')).toBeNull();
    });
  });
});
