import { DEFAULT_MODULE_ACCESS, levelsOfRole, type Role } from '@care/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import {
  TOKEN,
  installWorkingApi,
  myInfo,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
} from '../../../test/api-test-server';
import { findMessageBar } from '../../../test/message-bar';
import { disableOverlayAnimations } from '../../../test/no-overlay-animations';
import { renderApp } from '../../../test/render-app';
import { SESSION_TOKEN_KEY } from '../../../shared/storage-keys';
import { installDocumentsApi } from '../../documents/test/documents-api';
import {
  installPersonDetailApi,
  type PersonDetailApi,
} from '../../person-detail/test/person-detail-api';
import { installDiaryApi, type DiaryApi } from '../test/diary-api';

let server: ApiTestServer;
let people: PersonDetailApi;
let diary: DiaryApi;
let restoreAnimations: () => void;

const DIARY = '/loggedIn/guestDetail/21?tab=diary';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  server = await startApiTestServer();
  restoreAnimations = disableOverlayAnimations();
});
afterAll(async () => {
  restoreAnimations();
  await server.close();
});

function signInAs(role: Role) {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server, myInfo({ role }));
  installDocumentsApi(server);
  people = installPersonDetailApi(server);
  people.levels = levelsOfRole(DEFAULT_MODULE_ACCESS, role);
  diary = installDiaryApi(server);
}

beforeEach(() => {
  signInAs('RA_NURSE');
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
});

async function openDiary() {
  const view = renderApp(DIARY, server);
  const panel = await screen.findByRole('tabpanel', { name: 'Diary' });
  return { view, panel: within(panel) };
}

/**
 * The tab's New entry button once it can be used: it renders with the tab and is disabled until
 * the categories have come, and a click on it then does nothing.
 */
async function newEntryButton(panel: ReturnType<typeof within>) {
  const button = await panel.findByRole('button', { name: 'New entry' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

const entryCard = (heading: RegExp) =>
  within(screen.getByRole('heading', { name: heading }).closest('article') as HTMLElement);

describe('the diary tab of the guest chart', () => {
  it('lists the entries newest first, with unread, significance and handover in words', async () => {
    diary.add({ id: 1, text: 'Slept well', occurredAt: minutesAgo(300), categories: ['sleep'] });
    diary.add({
      id: 2,
      text: 'Found on the floor',
      occurredAt: minutesAgo(30),
      significance: 'critical',
      categories: ['fallIncident'],
      handover: true,
    });
    diary.add({ id: 3, text: 'Ate half', occurredAt: minutesAgo(120), read: true });
    const { panel } = await openDiary();
    expect(await panel.findByText('3 entries')).toBeVisible();
    const headings = panel.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/Fall or incident$/);
    expect(headings[2]).toMatch(/Sleep$/);
    const fall = entryCard(/Fall or incident/);
    expect(fall.getByText('Critical')).toBeVisible();
    expect(fall.getByText('For handover')).toBeVisible();
    expect(fall.getByText('Unread')).toBeVisible();
    expect(fall.getByText('Awaiting acknowledgement')).toBeVisible();
    expect(fall.getByText('Written by Marco Verdi (Nurse)', { exact: false })).toBeVisible();
    expect(entryCard(/Health/).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('writes an activity’s entry from its origin, and lists an entry’s files to download', async () => {
    const origin = {
      kind: 'activity' as const,
      activityId: 4,
      occurrenceStart: minutesAgo(90),
      status: 'present' as const,
      title: 'Gym',
      place: 'Room 2',
      note: 'Sang along.',
    };
    const attachment = {
      id: 8,
      entryId: 1,
      name: 'heel.png',
      mimeType: 'image/png',
      size: 2048,
      attachedAt: minutesAgo(60),
      attachedBy: { accountId: 9, name: 'Marco Verdi' },
      archivedAt: null,
      archivedBy: null,
    };
    diary.add({ id: 1, text: 'words of another time', categories: ['activities'], origin });
    diary.add({ id: 2, text: 'A wound', attachments: [attachment] });
    const { panel } = await openDiary();
    expect(await panel.findByText(/^Took part in: Gym \(Room 2\)\s+Sang along\.$/)).toBeVisible();
    expect(panel.queryByText('words of another time')).toBeNull();
    const files = panel.getByRole('list', { name: 'Attachments' });
    expect(within(files).getByText('heel.png')).toBeVisible();
    expect(within(files).getByText(/PNG image, 2 KB/)).toBeVisible();
    expect(within(files).getByRole('button', { name: 'Download heel.png' })).toBeEnabled();
    expect(within(files).getByRole('button', { name: 'Archive heel.png' })).toBeEnabled();
  });

  it('writes a new entry with its categories, significance and handover, and shows it', async () => {
    const user = userEvent.setup();
    const { panel } = await openDiary();
    expect(await panel.findByText('No entry in the diary yet.')).toBeVisible();
    await user.click(await newEntryButton(panel));
    const drawer = within(await screen.findByRole('dialog', { name: 'New diary entry' }));
    await user.click(drawer.getByRole('checkbox', { name: 'Mobility' }));
    await user.type(drawer.getByRole('textbox', { name: /What happened/ }), 'Walked to the garden');
    await user.click(drawer.getByRole('radio', { name: 'Significant' }));
    await user.click(drawer.getByRole('switch', { name: /Include in the handover/ }));
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await findMessageBar('The entry is saved.');
    expect(diary.writes[0]).toMatchObject({
      route: 'create',
      body: {
        categories: ['mobility'],
        text: 'Walked to the garden',
        significance: 'significant',
        handover: true,
      },
    });
    expect(await panel.findByText('Walked to the garden')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the fall report with the fall category, requires its answers and shows it', async () => {
    const user = userEvent.setup();
    const { panel } = await openDiary();
    await user.click(await newEntryButton(panel));
    const drawer = within(await screen.findByRole('dialog', { name: 'New diary entry' }));
    expect(drawer.queryByRole('group', { name: 'Fall or incident report' })).toBeNull();
    await user.click(drawer.getByRole('checkbox', { name: 'Fall or incident' }));
    const report = within(await drawer.findByRole('group', { name: 'Fall or incident report' }));
    await user.type(drawer.getByRole('textbox', { name: /What happened/ }), 'Found on the floor');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await report.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(diary.writes).toHaveLength(0);

    await user.type(report.getByRole('textbox', { name: /Where it happened/ }), 'Bathroom');
    await user.click(report.getByRole('radio', { name: 'Minor' }));
    await user.click(report.getByRole('checkbox', { name: 'Doctor' }));
    const context = within(drawer.getByRole('group', { name: 'Context' }));
    const answer = async (question: RegExp, option: string) =>
      user.click(
        within(context.getByRole('group', { name: question })).getByRole('radio', { name: option }),
      );
    await answer(/Footwear/, 'Barefoot or socks');
    await answer(/Walking aid/, 'Not in use');
    await answer(/Lighting/, 'Poor');
    await answer(/Recent change of medication/, 'No');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await findMessageBar('The entry is saved.');
    expect(diary.writes[0]).toMatchObject({
      route: 'create',
      body: {
        categories: ['fallIncident'],
        fall: {
          place: 'Bathroom',
          witnessed: false,
          injury: 'minor',
          helpCalled: ['doctor'],
          footwear: 'barefoot',
          walkingAid: 'notUsed',
          lighting: 'poor',
          medicationChange: 'no',
          familyInformed: false,
        },
      },
    });
    await screen.findByRole('heading', { name: /Fall or incident$/ });
    const card = entryCard(/Fall or incident$/);
    await user.click(card.getByText('Fall or incident report'));
    expect(card.getByText('Where it happened')).toBeVisible();
    expect(card.getByText('Bathroom')).toBeVisible();
    expect(card.getByText('Barefoot or socks')).toBeVisible();
  });

  it('shows the significant and critical entries on the chart’s summary, with a way to the diary', async () => {
    diary.add({ id: 1, text: 'Slept well', significance: 'routine' });
    diary.add({ id: 2, text: 'Refused lunch', significance: 'significant' });
    diary.add({ id: 3, text: 'Chest pain at night', significance: 'critical' });
    const user = userEvent.setup();
    renderApp('/loggedIn/guestDetail/21', server);
    const section = within(
      await screen.findByRole('region', { name: 'Significant events (last 7 days)' }),
    );
    expect(await section.findByText('Chest pain at night')).toBeVisible();
    expect(section.getByText('Refused lunch')).toBeVisible();
    expect(section.queryByText('Slept well')).toBeNull();
    expect(section.getByText('Critical')).toBeVisible();
    await user.click(section.getByRole('link', { name: 'Open the diary' }));
    expect(await screen.findByRole('tabpanel', { name: 'Diary' })).toBeVisible();
  });

  it('is rendered ahead, hidden, once the chart is idle; chosen, it shows without asking again', async () => {
    diary.add({ id: 1, text: 'Slept well' });
    const user = userEvent.setup();
    renderApp('/loggedIn/guestDetail/21', server);
    const tab = await screen.findByRole('tab', { name: 'Diary' });
    const entryRequests = () =>
      server.hits.filter((hit) => /\/diary\/guest\/21\/entries(\?|$)/.test(hit.url)).length;
    // Rendered ahead: in the document, neither shown nor a panel to assistive technology.
    const entry = await screen.findByText('Slept well');
    expect(entry).not.toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Diary' })).toBeNull();
    expect(entryRequests()).toBe(1);
    await user.click(tab);
    const panel = within(await screen.findByRole('tabpanel', { name: 'Diary' }));
    expect(panel.getByText('Slept well')).toBeVisible();
    // The tab shown is the one rendered ahead, with the page it asked for: no second request.
    expect(entryRequests()).toBe(1);
  });

  it('refuses a new entry without text or category, and sends nothing', async () => {
    const user = userEvent.setup();
    const { panel } = await openDiary();
    await user.click(await newEntryButton(panel));
    const drawer = within(await screen.findByRole('dialog', { name: 'New diary entry' }));
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(diary.writes).toHaveLength(0);
  });

  it('keeps what was typed when the save fails, and says why', async () => {
    const user = userEvent.setup();
    diary.failWrite.push('E016');
    const { panel } = await openDiary();
    await user.click(await newEntryButton(panel));
    const drawer = within(await screen.findByRole('dialog', { name: 'New diary entry' }));
    await user.click(drawer.getByRole('checkbox', { name: 'Health' }));
    await user.type(drawer.getByRole('textbox', { name: /What happened/ }), 'Cough at night');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await findMessageBar('Some data is not correct. Please check it and try again.');
    expect(drawer.getByRole('textbox', { name: /What happened/ })).toHaveValue('Cough at night');
    expect(screen.getByRole('dialog', { name: 'New diary entry' })).toBeVisible();
  });

  it('lets the author correct a fresh entry, and anyone amend with a reason, kept in the history', async () => {
    const user = userEvent.setup();
    diary.add({
      id: 1,
      text: 'Own note',
      author: { accountId: 7, name: 'Giulia Bianchi', role: 'RA_NURSE' },
      categories: ['sleep'],
    });
    diary.add({ id: 2, text: 'Other note', occurredAt: minutesAgo(90), categories: ['nutrition'] });
    const { panel } = await openDiary();
    await panel.findByText('Own note');
    expect(entryCard(/Sleep/).getByRole('button', { name: 'Correct' })).toBeVisible();
    const other = entryCard(/Nutrition/);
    expect(other.queryByRole('button', { name: 'Correct' })).not.toBeInTheDocument();
    await user.click(other.getByRole('button', { name: 'Amend' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Amend the entry' }));
    const text = drawer.getByRole('textbox', { name: /What happened/ });
    expect(text).toHaveValue('Other note');
    await user.clear(text);
    await user.type(text, 'Ate all of the lunch');
    await user.type(drawer.getByRole('textbox', { name: /Reason for the change/ }), 'Wrong meal');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await findMessageBar('The entry is amended.');
    expect(diary.writes[0]).toMatchObject({
      route: 'amend',
      body: { text: 'Ate all of the lunch', reason: 'Wrong meal', categories: ['nutrition'] },
    });
    const amended = within(
      (await panel.findByText('Ate all of the lunch')).closest('article') as HTMLElement,
    );
    expect(amended.getByText('Amended')).toBeVisible();
    await user.click(amended.getByRole('button', { name: 'History' }));
    const history = within(await screen.findByRole('dialog', { name: 'History of the entry' }));
    expect(await history.findByText('Other note')).toBeVisible();
    expect(history.getByText('Reason: Wrong meal')).toBeVisible();
  });

  it('marks an entry entered in error with a reason: it stays, struck through', async () => {
    const user = userEvent.setup();
    diary.add({ id: 1, text: 'Wrong guest', categories: ['other'] });
    const { panel } = await openDiary();
    await panel.findByText('Wrong guest');
    await user.click(entryCard(/Other/).getByRole('button', { name: 'Entered in error' }));
    const dialog = within(
      await screen
        .findByRole('alertdialog', { name: 'Mark the entry as entered in error' })
        .catch(() => screen.findByRole('dialog', { name: 'Mark the entry as entered in error' })),
    );
    const confirm = dialog.getByRole('button', { name: 'Mark as entered in error' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Written for Bruno');
    await user.click(confirm);
    await findMessageBar('The entry is marked as entered in error.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(diary.writes[0]).toMatchObject({
      route: 'enteredInError',
      body: { reason: 'Written for Bruno' },
    });
    const card = entryCard(/Other/);
    expect(await card.findByText('Entered in error: this entry does not apply.')).toBeVisible();
    expect(card.getByText('Wrong guest')).toHaveStyle({ textDecoration: 'line-through' });
    expect(card.queryByRole('button', { name: 'Amend' })).not.toBeInTheDocument();
  });

  it('marks an entry read, and all shown entries at once', async () => {
    const user = userEvent.setup();
    diary.add({ id: 1, text: 'First', categories: ['sleep'] });
    diary.add({ id: 2, text: 'Second', categories: ['mobility'], occurredAt: minutesAgo(10) });
    const { panel } = await openDiary();
    await panel.findByText('First');
    await user.click(entryCard(/Sleep/).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(entryCard(/Sleep/).queryByText('Unread')).not.toBeInTheDocument());
    expect(entryCard(/Mobility/).getByText('Unread')).toBeVisible();
    await user.click(panel.getByRole('button', { name: 'Mark the shown entries as read' }));
    await waitFor(() => expect(panel.queryByText('Unread')).not.toBeInTheDocument());
    const reads = server.hits.filter((hit) => hit.url.endsWith('/diary/read'));
    expect(reads.map((hit) => JSON.parse(hit.body))).toEqual([{ ids: [1] }, { ids: [2] }]);
  });

  it('filters by significance and searches the text on the server', async () => {
    const user = userEvent.setup();
    diary.add({ id: 1, text: 'Calm evening', categories: ['behaviourMood'] });
    diary.add({ id: 2, text: 'Fever 38.5', significance: 'significant', categories: ['health'] });
    const { panel } = await openDiary();
    await panel.findByText('Calm evening');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Significance' }), 'Significant');
    await waitFor(() => expect(panel.queryByText('Calm evening')).not.toBeInTheDocument());
    expect(panel.getByText('Fever 38.5')).toBeVisible();
    await user.type(panel.getByRole('searchbox', { name: 'Search in the text' }), 'nothing');
    expect(await panel.findByText('No entry matches these filters.')).toBeVisible();
    expect(
      server.hits.some((hit) =>
        /significance=significant.*q=nothing|q=nothing.*significance=significant/.test(hit.url),
      ),
    ).toBe(true);
    await user.click(panel.getByRole('button', { name: 'Clear the filters' }));
    expect(await panel.findByText('Calm evening')).toBeVisible();
  });

  it('keeps its filters while the nurse looks at another tab and comes back', async () => {
    const user = userEvent.setup();
    diary.add({ id: 1, text: 'Calm evening' });
    diary.add({ id: 2, text: 'Fever 38.5', significance: 'significant' });
    const { panel } = await openDiary();
    await panel.findByText('Calm evening');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Significance' }), 'Significant');
    await waitFor(() => expect(panel.queryByText('Calm evening')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    await screen.findByRole('tabpanel', { name: 'Summary' });
    expect(screen.queryByRole('tabpanel', { name: 'Diary' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Diary' }));
    const back = within(await screen.findByRole('tabpanel', { name: 'Diary' }));
    expect(back.getByRole('combobox', { name: 'Significance' })).toHaveDisplayValue('Significant');
    expect(back.getByText('Fever 38.5')).toBeVisible();
    expect(back.queryByText('Calm evening')).not.toBeInTheDocument();
  });

  it('loads a long diary 20 entries at a time as the list is read', async () => {
    for (let id = 1; id <= 45; id += 1)
      diary.add({ id, text: `Round ${id}`, occurredAt: minutesAgo(id * 60), read: true });
    const { panel } = await openDiary();
    expect(await panel.findByText('45 entries')).toBeVisible();
    const list = panel.getByRole('region', { name: 'Diary entries, newest first' });
    expect(await panel.findByText('Round 1')).toBeVisible();
    const pages = () =>
      server.hits
        .filter((hit) => hit.url.includes('/guest/21/entries'))
        .map((hit) => new URL(hit.url, 'http://x').searchParams.get('page'));
    expect(pages()[0]).toBe('0');
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '45');
    // The scroll holds what is loaded and the "loading more" row (180 px each until measured),
    // not the 45 places of the total.
    const scrolled = () => within(list).getByRole('list').style.height;
    expect(scrolled()).toBe(`${21 * 180}px`);
    expect(within(list).queryByText('Round 21')).not.toBeInTheDocument();
    expect(pages()).toEqual(['0']);
    // Scrolled down to the end of the first page: the second loads, and its entries show.
    list.scrollTop = 19 * 180;
    fireEvent.scroll(list);
    expect(await within(list).findByText('Round 21')).toBeVisible();
    expect(pages()).toEqual(['0', '1']);
    expect(within(list).queryByText('Round 1')).not.toBeInTheDocument();
    expect(scrolled()).toBe(`${41 * 180}px`);
  });

  it('exports the diary, starting with its default period: the last 7 days', async () => {
    const user = userEvent.setup();
    const { panel } = await openDiary();
    await user.click(await panel.findByRole('button', { name: 'Export: Diary' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Export: Diary' }));
    const from = dialog.getByLabelText(/^From/) as HTMLInputElement;
    const to = dialog.getByLabelText(/^To/) as HTMLInputElement;
    const days = (Date.parse(to.value) - Date.parse(from.value)) / 86_400_000;
    expect(days).toBe(7);
  });

  it('offers reading only to a role that reads the diary', async () => {
    signInAs('RA_GUEST_ASSISTANCE');
    diary.add({ id: 1, text: 'Visit from the daughter', categories: ['familySocial'] });
    const { panel } = await openDiary();
    await panel.findByText('Visit from the daughter');
    expect(panel.queryByRole('button', { name: 'New entry' })).not.toBeInTheDocument();
    expect(
      entryCard(/Family and social/).queryByRole('button', { name: 'Amend' }),
    ).not.toBeInTheDocument();
    expect(
      entryCard(/Family and social/).getByRole('button', { name: 'Mark as read' }),
    ).toBeVisible();
  });
});

describe('attaching files from an entry’s card', () => {
  const ATTACH = 'POST /api/care/api/v1/diary/entry/1/attachments';

  /** Entries 1 (the newest, at the top) to 45, and the attach route of entry 1 held back. */
  async function longDiaryWithHeldUpload() {
    for (let id = 1; id <= 45; id += 1)
      diary.add({ id, text: `Round ${id}`, occurredAt: minutesAgo(id * 60), read: true });
    const held: ServerResponse[] = [];
    server.routes.set(ATTACH, (_request, response) => {
      held.push(response);
    });
    const user = userEvent.setup();
    const { panel } = await openDiary();
    const list = await panel.findByRole('region', { name: 'Diary entries, newest first' });
    const card = () => within(within(list).getByText('Round 1').closest('article') as HTMLElement);
    const input = (await within(list).findByText('Round 1'))
      .closest('article')
      ?.querySelector('input[type="file"]');
    await user.upload(
      input as HTMLElement,
      new File(['scan'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(held).toHaveLength(1));
    /** Scrolls the list to `top` (px), as a reader does: the cards out of view are unmounted. */
    const scroll = (top: number) => {
      list.scrollTop = top;
      fireEvent.scroll(list);
    };
    return { user, panel, list, card, held, scroll };
  }

  it('shows an upload as it is when its card comes back into view, and its result', async () => {
    const { list, card, held, scroll } = await longDiaryWithHeldUpload();
    expect(card().getByRole('progressbar', { name: 'Attaching scan.pdf' })).toBeInTheDocument();
    scroll(19 * 180);
    await waitFor(() => expect(within(list).queryByText('Round 1')).not.toBeInTheDocument());
    scroll(0);
    expect(await within(list).findByText('Round 1')).toBeVisible();
    // Remounted while the answer is held back: still under way, not offered again.
    expect(card().getByRole('progressbar', { name: 'Attaching scan.pdf' })).toBeInTheDocument();

    scroll(19 * 180);
    await waitFor(() => expect(within(list).queryByText('Round 1')).not.toBeInTheDocument());
    const attachment = {
      id: 70,
      entryId: 1,
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      size: 4,
      attachedAt: new Date().toISOString(),
      attachedBy: { accountId: 9, name: 'Marco Verdi' },
      archivedAt: null,
      archivedBy: null,
    };
    const entry = diary.entries.find((item) => item.id === 1);
    if (entry) entry.attachments = [attachment];
    sendJson(held[0] as ServerResponse, 200, { data: attachment });
    await findMessageBar('scan.pdf is attached.');
    scroll(0);
    expect(await within(list).findByText('Round 1')).toBeVisible();
    const files = await card().findByRole('list', { name: 'Attachments' });
    expect(await within(files).findByText('scan.pdf')).toBeVisible();
    expect(card().queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('announces a failure while the card is out of view, and shows it with “Try again”', async () => {
    const { user, panel, list, card, held, scroll } = await longDiaryWithHeldUpload();
    scroll(19 * 180);
    await waitFor(() => expect(within(list).queryByText('Round 1')).not.toBeInTheDocument());
    // The server fails (and the transport's retries of the same upload too).
    server.routes.set(ATTACH, (_request, response) =>
      sendJson(response, 500, { errorCode: 'E008' }),
    );
    sendJson(held[0] as ServerResponse, 500, { errorCode: 'E008' });
    const status = await panel.findByText(
      /^1 file could not be attached to the entry of \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
    );
    expect(status.closest('[role="status"]')).not.toBeNull();

    // jsdom lays nothing out and does not scroll: this list scrolls as a browser's would.
    list.scrollTo = ((options: ScrollToOptions) =>
      scroll(options.top ?? 0)) as typeof list.scrollTo;
    await user.click(panel.getByRole('button', { name: 'Show the entry' }));
    expect(await within(list).findByText('Round 1')).toBeVisible();
    expect(card().getByText('scan.pdf could not be attached.')).toBeVisible();
    await waitFor(() =>
      expect(card().getByRole('button', { name: 'Try again' }).closest('[tabindex="-1"]')).toBe(
        document.activeElement,
      ),
    );
    // In view again, the card says it: the tab's status no longer does.
    expect(panel.queryByText(/could not be attached to the entry of/)).not.toBeInTheDocument();
  });
});
