import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diaryEntries } from '../db/schema';
import { diaryCall, diaryWorldOfFile, outcome } from '../test-support/diary';

const env = diaryWorldOfFile(['nurse', 'doctor', 'admin']);

type Row = { personalDataId: number; quiet: boolean; lastEntryAt: string | null };
type Page = { items: Row[]; total: number };

async function overview(name: string, query = ''): Promise<Page> {
  const response = await diaryCall(env.app, env.as(name), 'GET', `/facility?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Page }>().data;
}

/** Every page of the overview, as the nurse sees it. */
async function allRows(query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page += 1) {
    const { items, total } = await overview('nurse', `${query}&page=${page}`);
    rows.push(...items);
    if (rows.length >= total || items.length === 0) return rows;
  }
}

describe('the facility overview', () => {
  it('lists a guest without an entry in the last 24 hours as quiet, first', async () => {
    const quiet = await allRows('quiet=true');
    const mine = quiet.find((row) => row.personalDataId === env.guest.personalDataId);
    expect(mine).toEqual({ ...mine, quiet: true, lastEntryAt: null });
    expect(quiet.every((row) => row.quiet)).toBe(true);
    const first = await overview('nurse', 'page=0');
    expect(first.items[0]?.quiet).toBe(true);
  });

  it('no longer lists the guest as quiet once an entry is written', async () => {
    const written = await diaryCall(
      env.app,
      env.as('nurse'),
      'POST',
      `/guest/${env.guest.personalDataId}/entries`,
      {
        categories: ['other'],
        text: 'Settled in the new room.',
      },
    );
    expect(written.statusCode).toBe(200);
    const rows = await allRows('quiet=false');
    const [entry] = await env.world.database.handle.db
      .select({ occurredAt: diaryEntries.occurredAt })
      .from(diaryEntries)
      .where(eq(diaryEntries.guestAccountId, env.guest.accountId));
    expect(rows.find((row) => row.personalDataId === env.guest.personalDataId)).toMatchObject({
      quiet: false,
      lastEntryAt: entry?.occurredAt.toISOString(),
    });
    expect((await allRows('quiet=true')).map((row) => row.personalDataId)).not.toContain(
      env.guest.personalDataId,
    );
  });

  it('is refused without the diary.manager flag (the demo doctor’s map withholds it)', async () => {
    const answer = await diaryCall(env.app, env.as('doctor'), 'GET', '/facility');
    expect(outcome(answer)).toEqual({ status: 403, errorCode: 'E013' });
  });
});
