import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { disableOverlayAnimations } from '../../../test/no-overlay-animations';
import { renderApp } from '../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { installDocumentsApi, type DocumentsApi } from '../../documents/test/documents-api';
import {
  installPersonDetailApi,
  type PersonDetailApi,
} from '../../person-detail/test/person-detail-api';

let server: ApiTestServer;
let people: PersonDetailApi;
let documents: DocumentsApi;
let restoreAnimations: () => void;

const CHART = '/loggedIn/guestDetail/21';

beforeAll(async () => {
  server = await startApiTestServer();
  restoreAnimations = disableOverlayAnimations();
});
afterAll(async () => {
  restoreAnimations();
  await server.close();
});

beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server, myInfo({ role: 'RA_SECRETARY' }));
  documents = installDocumentsApi(server);
  people = installPersonDetailApi(server);
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});

async function openChart(path = CHART) {
  const view = renderApp(path, server);
  await screen.findByRole('heading', { level: 1, name: 'Anna Rossi' });
  return view;
}

const header = () => screen.getByRole('region', { name: 'Chart of Anna Rossi' });

describe('the guest chart', () => {
  it('shows the header: age, status, room, group, allergies in words, and the care facts', async () => {
    await openChart();
    const top = within(header());
    expect(top.getByRole('img', { name: 'Photo of Anna Rossi' })).toBeVisible();
    expect(top.getByText('Admitted')).toBeVisible();
    expect(top.getByText(/^\d+ years$/)).toBeVisible();
    expect(top.getByText('Room 12B')).toBeVisible();
    expect(top.getByText('Villa Serena')).toBeVisible();
    expect(top.getByTestId('chart-allergies')).toHaveTextContent('Allergies: Penicillin');
    expect(top.getByText('Soft')).toBeVisible();
    expect(top.getByText('Type 2 diabetes mellitus')).toBeVisible();
    expect(top.getByText('Paola Ferretti')).toBeVisible();
    expect(top.getByRole('link', { name: '+39 347 555 0142' })).toHaveAttribute(
      'href',
      'tel:+393475550142',
    );
  });

  it('says “No known allergies” when none are recorded', async () => {
    people.chart.allergies = null;
    await openChart();
    expect(within(header()).getByTestId('chart-allergies')).toHaveTextContent('No known allergies');
  });

  it('opens on the summary, with the newest documents', async () => {
    documents.seed({ name: 'Consent form', atCustomerAccountId: 121 });
    await openChart();
    const tabs = screen.getByRole('tablist', { name: 'Sections of the guest chart' });
    expect(within(tabs).getByRole('tab', { name: 'Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Summary' });
    expect(await within(panel).findByRole('button', { name: 'Consent form' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'All documents' })).toBeVisible();
  });

  it('moves through the tabs with the arrow keys, the panel following and the tab in the address', async () => {
    const user = userEvent.setup();
    documents.seed({ name: 'Care plan', atCustomerAccountId: 121 });
    const view = await openChart();
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    await user.keyboard('{ArrowRight}');
    const personal = screen.getByRole('tab', { name: 'Personal data' });
    expect(personal).toHaveFocus();
    await waitFor(() => expect(personal).toHaveAttribute('aria-selected', 'true'));
    const panel = await screen.findByRole('tabpanel', { name: 'Personal data' });
    expect(await within(panel).findByRole('region', { name: 'Personal data' })).toBeVisible();
    // The tab shows at once; the address follows in the router's transition.
    await waitFor(() => expect(view.location()).toBe('/loggedIn/guestDetail/21?tab=personal'));

    await user.keyboard('{ArrowRight}');
    const documentsPanel = await screen.findByRole('tabpanel', { name: 'Documents' });
    expect(await within(documentsPanel).findByRole('button', { name: 'Care plan' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveFocus();
  });

  it('changes tabs without asking the start-up checks again (maintenance, version)', async () => {
    const user = userEvent.setup();
    const view = await openChart();
    const startUpChecks = () =>
      server.hits.filter(
        (hit) => hit.url.startsWith('/meta.json') || hit.url.startsWith('/api/conf/remote-config'),
      ).length;
    const before = startUpChecks();
    expect(before).toBeGreaterThan(0);
    for (const tab of ['Documents', 'Personal data', 'Summary']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await screen.findByRole('tabpanel', { name: tab });
    }
    await waitFor(() => expect(view.location()).toBe(`${CHART}?tab=summary`));
    expect(startUpChecks()).toBe(before);
  });

  it('reads its header beside the person, not after the person said it is a guest', async () => {
    const DETAIL = 'GET /api/personal-data/api/v1/personal-data/specific-personal-data/21';
    const answer = server.routes.get(DETAIL);
    let headerWhilePersonPending = false;
    server.routes.set(DETAIL, async (request, response) => {
      const headerAsked = () => server.hits.some((hit) => hit.url.endsWith('/21/chart-header'));
      // The person's answer waits (up to 2 s) for the header's request to arrive.
      for (let waited = 0; waited < 2_000 && !headerAsked(); waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      headerWhilePersonPending = headerAsked();
      await answer?.(request, response);
    });
    await openChart();
    expect(headerWhilePersonPending).toBe(true);
  });

  it('opens the tab a link names (?tab=documents)', async () => {
    await openChart(`${CHART}?tab=documents`);
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Documents' })).findByRole('heading', {
        name: 'Documents of the guest',
      }),
    ).toBeVisible();
  });

  it('hides a tab whose module the role may not read, even when a link names it', async () => {
    people.levels = { ...people.levels, documents: 'none' };
    await openChart(`${CHART}?tab=documents`);
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
    expect(screen.queryByRole('tab', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Recent documents' })).not.toBeInTheDocument();
  });

  it('below 868 px offers the same tabs as a menu', async () => {
    const user = userEvent.setup();
    const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    // A phone: every min-width query fails (restored below; other files keep the desktop).
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    try {
      await openChart();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      const menu = screen.getByRole('combobox', { name: 'Section' });
      expect(
        within(menu)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Summary', 'Personal data', 'Documents']);
      await user.selectOptions(menu, 'Documents');
      const section = await screen.findByRole('region', { name: 'Documents' });
      expect(
        await within(section).findByRole('heading', { name: 'Documents of the guest' }),
      ).toBeVisible();
    } finally {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('keeps today’s page, without tabs, for a person who is not a guest', async () => {
    people.person.roleIdentifier = 'RA_DOCTOR';
    await openChart();
    expect(await screen.findByRole('region', { name: 'Personal data' })).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
