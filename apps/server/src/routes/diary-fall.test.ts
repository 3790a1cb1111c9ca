import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diaryEntries } from '../db/schema';
import { diaryCall, diaryWorldOfFile, outcome } from '../test-support/diary';

// Falls and incidents carry a structured record (docs/behaviour/diary.md#falls-and-incidents).

const env = diaryWorldOfFile(['nurse', 'doctor']);
const call = (name: string, method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) =>
  diaryCall(env.app, env.as(name), method, url, body);
const write = (body: unknown) =>
  call('nurse', 'POST', `/guest/${env.guest.personalDataId}/entries`, body);

const fall = {
  place: 'Bathroom of room 12',
  witnessed: false,
  foundBy: 'Night nurse',
  guestSaid: 'I wanted to go to the toilet alone.',
  injury: 'minor',
  injuries: 'Graze on the left elbow',
  helpCalled: ['nurse', 'doctor'],
  observations: 'BP 135/80, pulse 88, alert and oriented',
  footwear: 'barefoot',
  walkingAid: 'notUsed',
  lighting: 'poor',
  medicationChange: 'yes',
  actions: 'Elbow dressed; night light switched on; sensor mat requested.',
  familyInformed: true,
};
const entry = {
  categories: ['fallIncident', 'mobility'],
  text: 'Found on the bathroom floor at 3:10.',
  significance: 'critical',
};

async function entryCount() {
  const [row] = await env.world.database.handle.db
    .select({ n: count() })
    .from(diaryEntries)
    .where(eq(diaryEntries.guestAccountId, env.guest.accountId));
  return row?.n ?? 0;
}

describe('a fall or incident', () => {
  it('is written with its record, and read back with it', async () => {
    const written = await write({ ...entry, fall });
    expect(written.statusCode, written.body).toBe(200);
    const { id, fall: saved } = written.json<{ data: { id: number; fall: unknown } }>().data;
    expect(saved).toEqual(fall);
    const read = await call('doctor', 'GET', `/entry/${id}`);
    expect(read.json().data).toMatchObject({ fall, history: [] });
    const other = await write({ categories: ['sleep'], text: 'Slept well.' });
    expect(other.json().data.fall).toBeNull();
    // Stored as SQL's null, not JSON's null: a query for the entries with a fall finds it not.
    const [stored] = await env.world.database.handle.db
      .select({ none: sql<boolean>`${diaryEntries.fall} is null` })
      .from(diaryEntries)
      .where(eq(diaryEntries.id, other.json<{ data: { id: number } }>().data.id));
    expect(stored?.none).toBe(true);
  });

  it('refuses a fall without its record, a record without the category, a bad record', async () => {
    const before = await entryCount();
    const answers = [
      await write(entry),
      await write({ categories: ['sleep'], text: 'Slept.', fall }),
      await write({ ...entry, fall: { ...fall, place: '  ' } }),
      await write({ ...entry, fall: { ...fall, place: 'x'.repeat(201) } }),
      await write({ ...entry, fall: { ...fall, helpCalled: ['doctor', 'doctor'] } }),
      await write({ ...entry, fall: { ...fall, footwear: 'slippers' } }),
      await write({ ...entry, fall: { ...fall, weather: 'rain' } }),
    ];
    expect(answers.map(outcome)).toEqual([
      { status: 400, errorCode: 'E012' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E012' },
      { status: 400, errorCode: 'E015' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E016' },
    ]);
    expect(await entryCount()).toBe(before);
  });

  it('keeps the record before a change in the history; a record goes with its category', async () => {
    const written = await write({ ...entry, fall });
    const id = written.json<{ data: { id: number } }>().data.id;
    const corrected = await call('nurse', 'PUT', `/entry/${id}/correct`, {
      fall: { ...fall, injury: 'none', injuries: '' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({
      fall: { injury: 'none', injuries: '' },
      history: [{ version: 1, fall }],
    });
    const amended = await call('doctor', 'PUT', `/entry/${id}/amend`, {
      text: 'Sat down on the floor on purpose: no fall.',
      categories: ['mobility'],
      reason: 'The guest sat down; nobody fell',
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().data).toMatchObject({
      fall: null,
      history: [
        { version: 1, fall },
        { version: 2, fall: { injury: 'none' } },
      ],
    });
    const back = await call('doctor', 'PUT', `/entry/${id}/amend`, {
      text: 'A fall after all.',
      categories: ['fallIncident'],
      reason: 'Witness statement',
    });
    expect(outcome(back)).toEqual({ status: 400, errorCode: 'E012' });
    const withRecord = await call('doctor', 'PUT', `/entry/${id}/amend`, {
      text: 'A fall after all.',
      categories: ['fallIncident'],
      fall,
      reason: 'Witness statement',
    });
    expect(withRecord.json().data).toMatchObject({ fall, version: 4 });
  });
});
