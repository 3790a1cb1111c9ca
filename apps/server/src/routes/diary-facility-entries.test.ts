import { describe, expect, it } from 'vitest';
import { diaryCall, diaryWorldOfFile, outcome, writtenEntry } from '../test-support/diary';

const env = diaryWorldOfFile(['nurse', 'doctor', 'admin']);

type Entry = { id: number; personalDataId: number; text: string; guest: { surname: string } };
type Page = { items: Entry[]; total: number; page: number; pageSize: number };

async function entries(name: string, query: string): Promise<Page> {
  const response = await diaryCall(env.app, env.as(name), 'GET', `/facility/entries?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Page }>().data;
}

const write = (text: string, significance = 'routine') =>
  writtenEntry(env.app, env.as('nurse'), env.guest.personalDataId, text, { significance });

describe('the facility diary', () => {
  it('lists the group’s entries newest first, each with its guest, with the diary’s filters', async () => {
    const token = `facility-${Date.now()}`;
    const routine = await write(`${token} routine`);
    const critical = await write(`${token} critical`, 'critical');
    const all = await entries('nurse', `q=${token}`);
    expect(all.items.map((entry) => entry.id)).toEqual([critical, routine]);
    expect(all.items[0]).toMatchObject({ personalDataId: env.guest.personalDataId, guest: {} });
    expect(all.items[0]?.guest.surname).toEqual(expect.any(String));
    const onlyCritical = await entries('nurse', `q=${token}&significance=critical`);
    expect(onlyCritical.items.map((entry) => entry.id)).toEqual([critical]);
    expect(onlyCritical.total).toBe(1);
  });

  it('pages by 20 with the filtered total', async () => {
    const token = `paged-${Date.now()}`;
    for (let i = 0; i < 21; i += 1) await write(`${token} ${i}`);
    const first = await entries('nurse', `q=${token}&page=0`);
    const second = await entries('nurse', `q=${token}&page=1`);
    expect([first.items.length, second.items.length, first.total]).toEqual([20, 1, 21]);
  });

  it('answers a malformed filter 400, never 500', async () => {
    const bad = await diaryCall(
      env.app,
      env.as('nurse'),
      'GET',
      '/facility/entries?significance=urgent',
    );
    expect(outcome(bad)).toEqual({ status: 400, errorCode: 'E016' });
    const long = await diaryCall(
      env.app,
      env.as('nurse'),
      'GET',
      `/facility/entries?q=${'x'.repeat(101)}`,
    );
    expect(outcome(long)).toEqual({ status: 400, errorCode: 'E015' });
  });

  it('is refused without the diary.manager flag, and for another group', async () => {
    const doctor = await diaryCall(env.app, env.as('doctor'), 'GET', '/facility/entries');
    expect(outcome(doctor)).toEqual({ status: 403, errorCode: 'E013' });
    const elsewhere = await diaryCall(
      env.app,
      env.as('nurse'),
      'GET',
      '/facility/entries?groupId=999999',
    );
    expect(outcome(elsewhere)).toEqual({ status: 403, errorCode: 'E013' });
  });
});
