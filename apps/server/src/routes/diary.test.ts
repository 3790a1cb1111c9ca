import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerAccounts, diaryEntries, personalData } from '../db/schema';
import { diaryCall, diaryWorldOfFile, outcome } from '../test-support/diary';

const env = diaryWorldOfFile(['admin', 'nurse', 'doctor', 'secretary', 'assistance', 'guest']);
const write = (name: string, body: unknown, id = env.guest.personalDataId) =>
  diaryCall(env.app, env.as(name), 'POST', `/guest/${id}/entries`, body);
const ago = (ms: number) => new Date(env.world.clock().getTime() - ms).toISOString();
const HOUR = 3_600_000;

async function entryCount() {
  const db = env.world.database.handle.db;
  const [row] = await db
    .select({ n: count() })
    .from(diaryEntries)
    .where(eq(diaryEntries.guestAccountId, env.guest.accountId));
  return row?.n ?? 0;
}

describe('writing an entry', () => {
  it('records it with the server’s time, the author and the defaults', async () => {
    const response = await write('nurse', { categories: ['sleep'], text: '  Slept well.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      personalDataId: env.guest.personalDataId,
      occurredAt: env.world.clock().toISOString(),
      recordedAt: env.world.clock().toISOString(),
      author: { name: 'Chiara Colombo', role: 'RA_NURSE' },
      categories: ['sleep'],
      text: 'Slept well.',
      significance: 'routine',
      handover: false,
      status: 'active',
      version: 1,
      read: true,
      acknowledgement: null,
    });
  });

  it('takes a back-dated entry up to 72 hours, and one within the 2 minutes of clock skew', async () => {
    const back = await write('doctor', {
      categories: ['health', 'mobility'],
      text: 'Visited after the fall reported by the night shift.',
      occurredAt: ago(71 * HOUR),
      significance: 'significant',
      handover: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    const ahead = await write('nurse', {
      categories: ['other'],
      text: 'x',
      occurredAt: ago(-60_000),
    });
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it('refuses bad input with the catalogue’s code and saves nothing', async () => {
    const before = await entryCount();
    const ok = { categories: ['health'], text: 'Fine.' };
    const answers = [
      await write('nurse', { ...ok, occurredAt: ago(-3 * 60_000) }),
      await write('nurse', { ...ok, occurredAt: ago(73 * HOUR) }),
      await write('nurse', { ...ok, text: 'x'.repeat(4001) }),
      await write('nurse', { ...ok, categories: ['dancing'] }),
      await write('nurse', { ...ok, categories: [] }),
      await write('nurse', { ...ok, categories: ['health', 'health'] }),
      await write('nurse', { ...ok, text: '   ' }),
      await write('nurse', { categories: ['health'] }),
      await write('nurse', { ...ok, significance: 'urgent' }),
      await write('nurse', { ...ok, status: 'amended' }),
      await write('nurse', { ...ok, occurredAt: 'yesterday' }),
    ];
    expect(answers.map(outcome)).toEqual([
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E015' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E012' },
      { status: 400, errorCode: 'E012' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E016' },
    ]);
    expect(await entryCount()).toBe(before);
  });

  it('lets only staff with diary write, on guests of their groups, write', async () => {
    const body = { categories: ['other'], text: 'Visit.' };
    const answers = await Promise.all([
      write('guest', body),
      write('secretary', body),
      write('assistance', body),
      write('nurse', body, 2_000_000_000),
    ]);
    expect(answers.map(outcome)).toEqual([
      { status: 403, errorCode: 'E013' },
      { status: 403, errorCode: 'E013' },
      { status: 403, errorCode: 'E013' },
      { status: 404, errorCode: 'E017' },
    ]);
  });
});

describe('reading a guest’s diary', () => {
  it('lets a guest read only their own diary', async () => {
    const [own] = await env.world.database.handle.db
      .select({ id: personalData.id })
      .from(personalData)
      .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
      .where(eq(customerAccounts.username, 'guest'));
    const mine = await diaryCall(env.app, env.as('guest'), 'GET', `/guest/${own?.id}/entries`);
    expect(mine.statusCode, mine.body).toBe(200);
    const other = await diaryCall(
      env.app,
      env.as('guest'),
      'GET',
      `/guest/${env.guest.personalDataId}/entries`,
    );
    expect(outcome(other)).toEqual({ status: 403, errorCode: 'E013' });
  });

  it('refuses staff of another group and roles without the module', async () => {
    for (const name of ['assistance', 'secretary']) {
      const answer = await diaryCall(
        env.app,
        env.as(name),
        'GET',
        `/guest/${env.guest.personalDataId}/entries`,
      );
      expect(outcome(answer)).toEqual({ status: 403, errorCode: 'E013' });
    }
  });
});

describe('the module configuration', () => {
  it('refuses the nurse’s entry once the nurse’s diary level is read, and reads on', async () => {
    const setNurse = (level: string) =>
      env.app.inject({
        method: 'PUT',
        url: '/api/admin/module-access',
        headers: { authorization: `Bearer ${env.as('admin')}` },
        payload: { levels: { diary: { RA_NURSE: level } } },
      });
    expect((await setNurse('read')).statusCode).toBe(200);
    try {
      const refused = await write('nurse', { categories: ['other'], text: 'Not saved.' });
      expect(outcome(refused)).toEqual({ status: 403, errorCode: 'E013' });
      const list = await diaryCall(
        env.app,
        env.as('nurse'),
        'GET',
        `/guest/${env.guest.personalDataId}/entries`,
      );
      expect(list.statusCode).toBe(200);
    } finally {
      expect((await setNurse('write')).statusCode).toBe(200);
    }
  });
});
