import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GROUPS } from '../db/demo-accounts';
import {
  accountGroups,
  customerAccounts,
  customerGroups,
  diaryHandoverReads,
  personalData,
} from '../db/schema';
import {
  diaryCall,
  diaryWorldOfFile,
  markedEnteredInError,
  newDiaryGuest,
  outcome,
} from '../test-support/diary';
import { pdfPages } from '../test-support/pdf-text';

type Guest = { accountId: number; personalDataId: number };
type Sheet = {
  from: string;
  to: string;
  scope: string;
  groupId: number | null;
  total: number;
  guests: {
    personalDataId: number;
    room: string | null;
    counts: Record<string, number>;
    entries: { text: string }[];
  }[];
};

const env = diaryWorldOfFile(['nurse', 'doctor', 'admin', 'guest', 'secretary', 'assistance']);
/** Floor 1: room 102 and room 101; floor 2: another group's guest. */
let first: Guest;
let second: Guest;
let other: Guest;
let floor1: number;
const HOUR = 3_600_000;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

async function write(guest: Guest, text: string, hours: number, extra: object = {}) {
  const body = { categories: ['health'], text, occurredAt: hoursAgo(hours), ...extra };
  const response = await diaryCall(
    env.app,
    env.as('nurse'),
    'POST',
    `/guest/${guest.personalDataId}/entries`,
    body,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}

async function groupId(name: string): Promise<number> {
  const db = env.world.database.handle.db;
  const [group] = await db.select().from(customerGroups).where(eq(customerGroups.name, name));
  if (!group) throw new Error(`no group ${name}`);
  return group.id;
}

beforeAll(async () => {
  const db = env.world.database.handle.db;
  [first, second, other] = [
    await newDiaryGuest(db),
    await newDiaryGuest(db),
    await newDiaryGuest(db),
  ];
  for (const [guest, room] of [
    [first, '102'],
    [second, '101'],
  ] as const) {
    await db
      .update(personalData)
      .set({ details: { room } })
      .where(eq(personalData.id, guest.personalDataId));
  }
  floor1 = await groupId(DEMO_GROUPS[0]);
  await db
    .update(accountGroups)
    .set({ groupId: await groupId(DEMO_GROUPS[1]) })
    .where(eq(accountGroups.accountId, other.accountId));
  await write(first, 'First: routine check.', 2);
  await write(first, 'First: for the handover.', 1, { handover: true });
  const wrong = await write(first, 'First: wrong guest.', 1, { handover: true });
  await markedEnteredInError(env.app, env.as('nurse'), wrong, 'Wrong guest');
  await write(second, 'Second: significant fever.', 3, { significance: 'significant' });
  await write(second, 'Second: yesterday, routine.', 30);
});

async function sheet(name: string, query: string): Promise<Sheet> {
  const response = await diaryCall(env.app, env.as(name), 'GET', `/handover?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Sheet }>().data;
}

/** The texts of the test's guests, in the sheet's order. */
function texts(data: Sheet): [number, string[]][] {
  const ours = [first.personalDataId, second.personalDataId, other.personalDataId];
  return data.guests
    .filter((guest) => ours.includes(guest.personalDataId))
    .map((guest) => [guest.personalDataId, guest.entries.map((entry) => entry.text)]);
}

describe('the handover sheet', () => {
  it('summarises the last 8 hours of the caller’s first group, by room, oldest first', async () => {
    const data = await sheet('nurse', '');
    expect(data).toMatchObject({ scope: 'group', groupId: floor1 });
    expect(Date.parse(data.to) - Date.parse(data.from)).toBe(8 * HOUR);
    expect(texts(data)).toEqual([
      [second.personalDataId, ['Second: significant fever.']],
      [first.personalDataId, ['First: for the handover.']],
    ]);
    const room101 = data.guests.find((guest) => guest.personalDataId === second.personalDataId);
    expect(room101).toMatchObject({
      room: '101',
      counts: { entries: 1, significant: 1, critical: 0, handover: 0 },
    });
  });

  it('shows every entry in full mode, and the period asked for', async () => {
    expect(texts(await sheet('nurse', 'mode=full'))).toEqual([
      [second.personalDataId, ['Second: significant fever.']],
      [first.personalDataId, ['First: routine check.', 'First: for the handover.']],
    ]);
    const from = encodeURIComponent(hoursAgo(48));
    const to = encodeURIComponent(hoursAgo(24));
    expect(texts(await sheet('nurse', `mode=full&from=${from}&to=${to}`))).toEqual([
      [second.personalDataId, ['Second: yesterday, routine.']],
    ]);
  });

  it('refuses a period over 7 days or reversed, and two scopes at once (400 E016)', async () => {
    const to = new Date();
    const over = new Date(to.getTime() - (7 * 24 + 1) * HOUR);
    const calls = [
      `from=${encodeURIComponent(over.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
      `from=${encodeURIComponent(to.toISOString())}&to=${encodeURIComponent(over.toISOString())}`,
      `mine=true&groupId=${floor1}`,
      'mode=brief',
    ];
    for (const query of calls) {
      const answer = await diaryCall(env.app, env.as('nurse'), 'GET', `/handover?${query}`);
      expect(outcome(answer), query).toEqual({ status: 400, errorCode: 'E016' });
    }
  });

  it('takes chosen guests the caller reaches, and refuses others (403 E013)', async () => {
    const data = await sheet('nurse', `mode=full&guests=${first.personalDataId}`);
    expect(data.scope).toBe('guests');
    expect(data.guests.map((guest) => guest.personalDataId)).toEqual([first.personalDataId]);
    const refused = await diaryCall(
      env.app,
      env.as('nurse'),
      'GET',
      `/handover?guests=${first.personalDataId},${other.personalDataId}`,
    );
    expect(outcome(refused)).toEqual({ status: 403, errorCode: 'E013' });
  });

  it('takes “my guests”: those the caller wrote about in the last 7 days', async () => {
    const mine = await sheet('nurse', 'mine=true&mode=full');
    expect(mine.scope).toBe('mine');
    expect(texts(mine).map(([id]) => id)).toEqual([second.personalDataId, first.personalDataId]);
    expect((await sheet('doctor', 'mine=true&mode=full')).guests).toEqual([]);
  });

  it('is refused to a guest and to a role that does not read the diary', async () => {
    for (const name of ['guest', 'secretary']) {
      const answer = await diaryCall(env.app, env.as(name), 'GET', '/handover');
      expect(outcome(answer), name).toEqual({ status: 403, errorCode: 'E013' });
    }
  });
});

describe('handover read up to', () => {
  it('records each read and shows a manager every staff member’s latest', async () => {
    const earlier = hoursAgo(2);
    const later = hoursAgo(1);
    for (const to of [earlier, later]) {
      const answer = await diaryCall(env.app, env.as('nurse'), 'POST', '/handover/read', { to });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ data: { readUpTo: string } }>().data.readUpTo).toBe(to);
    }
    const [nurse] = await env.world.database.handle.db
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.username, 'nurse'));
    const rows = await env.world.database.handle.db
      .select()
      .from(diaryHandoverReads)
      .where(eq(diaryHandoverReads.accountId, nurse?.id ?? 0));
    expect(rows).toHaveLength(2);
    const readers = await diaryCall(
      env.app,
      env.as('admin'),
      'GET',
      `/handover/readers?groupId=${floor1}`,
    );
    expect(readers.statusCode, readers.body).toBe(200);
    type Reader = { accountId: number; role: string; lastRead: { readUpTo: string } | null };
    const items = readers.json<{ data: { items: Reader[] } }>().data.items;
    expect(items.find((item) => item.accountId === nurse?.id)).toMatchObject({
      role: 'RA_NURSE',
      lastRead: { readUpTo: later },
    });
    expect(items.find((item) => item.role === 'RA_DOCTOR')?.lastRead).toBeNull();
  });

  it('refuses a read up to the future (400 E016) and the list without diary.manager', async () => {
    const future = new Date(Date.now() + HOUR).toISOString();
    const read = await diaryCall(env.app, env.as('nurse'), 'POST', '/handover/read', {
      to: future,
    });
    expect(outcome(read)).toEqual({ status: 400, errorCode: 'E016' });
    const list = await diaryCall(env.app, env.as('doctor'), 'GET', '/handover/readers');
    expect(outcome(list)).toEqual({ status: 403, errorCode: 'E013' });
  });
});

describe('the handover PDF', () => {
  it('prints the sheet in the language asked for, each guest under their heading', async () => {
    const response = await diaryCall(env.app, env.as('nurse'), 'GET', '/handover/pdf?lang=de');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(response.rawPayload)).join('\n');
    expect(text).toContain('Übergabe');
    expect(text).toContain('Zusammenfassung: Einträge für die Übergabe, bedeutsame und kritische');
    expect(text).toContain('Müller-Ñúñez Zoë, Zimmer 102');
    expect(text).toContain('First: for the handover.');
    expect(text).toContain('Wichtig');
    expect(text).not.toContain('First: routine check.');
  });
});
