import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerAccounts, diaryEntries, notifications } from '../db/schema';
import { diaryCall, diaryWorldOfFile, outcome, writtenEntry } from '../test-support/diary';

const env = diaryWorldOfFile(['admin', 'nurse', 'doctor', 'oss', 'assistance', 'guest']);
const call = (name: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  diaryCall(env.app, env.as(name), method, url, body);

/** A new entry by `name` on the guest: its id. */
const written = (name: string, extra: Record<string, unknown> = {}) =>
  writtenEntry(env.app, env.as(name), env.guest.personalDataId, 'Agitated after lunch.', {
    categories: ['behaviourMood'],
    ...extra,
  });

describe('corrections, amendments and entries in error', () => {
  it('lets the author correct in place within 60 minutes, keeping the previous version', async () => {
    const id = await written('nurse');
    const corrected = await call('nurse', 'PUT', `/entry/${id}/correct`, {
      text: 'Agitated after dinner.',
      significance: 'significant',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({
      text: 'Agitated after dinner.',
      significance: 'significant',
      status: 'active',
      version: 2,
      history: [{ version: 1, text: 'Agitated after lunch.', kind: 'correction', reason: null }],
    });
    const other = await call('doctor', 'PUT', `/entry/${id}/correct`, { text: 'x' });
    expect(outcome(other)).toEqual({ status: 403, errorCode: 'E013' });
  });

  it('refuses the author’s correction after 60 minutes: an amendment with a reason instead', async () => {
    const id = await written('nurse');
    // Recorded 61 minutes ago (moving the clock instead would end the test's sessions).
    await env.world.database.handle.db
      .update(diaryEntries)
      .set({ recordedAt: new Date(env.world.clock().getTime() - 61 * 60_000) })
      .where(eq(diaryEntries.id, id));
    const late = await call('nurse', 'PUT', `/entry/${id}/correct`, { text: 'Too late.' });
    expect(outcome(late)).toEqual({ status: 403, errorCode: 'E013' });
    const noReason = await call('nurse', 'PUT', `/entry/${id}/amend`, { text: 'Calm.' });
    expect(outcome(noReason)).toEqual({ status: 400, errorCode: 'E012' });
    const long = await call('nurse', 'PUT', `/entry/${id}/amend`, {
      text: 'Calm.',
      reason: 'x'.repeat(501),
    });
    expect(outcome(long)).toEqual({ status: 400, errorCode: 'E015' });
    const amended = await call('doctor', 'PUT', `/entry/${id}/amend`, {
      text: 'Calm all day.',
      reason: 'Confused with another guest',
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().data).toMatchObject({
      text: 'Calm all day.',
      status: 'amended',
      history: [
        {
          text: 'Agitated after lunch.',
          kind: 'amendment',
          reason: 'Confused with another guest',
          changedBy: { name: 'Alessandro Ricci' },
        },
      ],
    });
  });

  it('keeps an entry marked entered in error, and changes it no more', async () => {
    const id = await written('oss');
    const marked = await call('admin', 'PUT', `/entry/${id}/entered-in-error`, {
      reason: 'Wrong guest',
    });
    expect(marked.json().data).toMatchObject({
      status: 'enteredInError',
      text: 'Agitated after lunch.',
      history: [{ kind: 'enteredInError', reason: 'Wrong guest' }],
    });
    const answers = await Promise.all([
      call('oss', 'PUT', `/entry/${id}/correct`, { text: 'x' }),
      call('admin', 'PUT', `/entry/${id}/amend`, { text: 'x', reason: 'y' }),
      call('admin', 'PUT', `/entry/${id}/entered-in-error`, { reason: 'again' }),
    ]);
    expect(answers.map(outcome)).toEqual(Array(3).fill({ status: 409, errorCode: 'E034' }));
    const read = await call('guest', 'GET', `/entry/${id}`);
    expect(outcome(read)).toEqual({ status: 403, errorCode: 'E013' });
    const missing = await call('admin', 'GET', '/entry/2000000000');
    expect(outcome(missing)).toEqual({ status: 403, errorCode: 'E013' });
  });
});

describe('critical events', () => {
  async function alerted(entryId: number): Promise<string[]> {
    const rows = await env.world.database.handle.db
      .select({ channel: notifications.channel, payload: notifications.payload })
      .from(notifications)
      .where(eq(notifications.name, 'diary.critical'));
    const ids = rows
      .filter((row) => (row.payload as { entryId?: number }).entryId === entryId)
      .map((row) => Number(row.channel.replace('account-', '')));
    if (ids.length === 0) return [];
    const accounts = await env.world.database.handle.db
      .select({ username: customerAccounts.username })
      .from(customerAccounts)
      .where(and(inArray(customerAccounts.id, ids)));
    return accounts.map((account) => account.username).sort();
  }

  it('alerts the staff with diary alerts who see the guest, and waits for an acknowledgement', async () => {
    const id = await written('nurse', { significance: 'critical', categories: ['health'] });
    const recipients = await alerted(id);
    expect(recipients).toEqual(expect.arrayContaining(['admin', 'doctor', 'oss']));
    expect(recipients).not.toEqual(expect.arrayContaining(['nurse']));
    for (const nobody of ['nurse', 'assistance', 'secretary', 'guest']) {
      expect(recipients).not.toContain(nobody);
    }

    const waiting = await call('doctor', 'GET', '/dashboard/critical-event');
    expect(waiting.json().data.items.map((e: { id: number }) => e.id)).toContain(id);

    const ack = await call('doctor', 'POST', `/entry/${id}/acknowledge`, {
      note: 'Checked, no injury; neurological checks every hour.',
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data).toMatchObject({
      text: 'acknowledged: Checked, no injury; neurological checks every hour.',
      acknowledgesEntryId: id,
      categories: ['health'],
    });
    const critical = (await call('nurse', 'GET', `/entry/${id}`)).json().data;
    expect(critical.acknowledgement).toMatchObject({
      by: { name: 'Alessandro Ricci' },
      entryId: ack.json().data.id,
    });
    const after = await call('doctor', 'GET', '/dashboard/critical-event');
    expect(after.json().data.items.map((e: { id: number }) => e.id)).not.toContain(id);
    const again = await call('admin', 'POST', `/entry/${id}/acknowledge`, { note: 'Again' });
    expect(outcome(again)).toEqual({ status: 409, errorCode: 'E034' });
  });

  it('acknowledges only critical entries', async () => {
    const id = await written('nurse');
    const answer = await call('doctor', 'POST', `/entry/${id}/acknowledge`, { note: 'Seen' });
    expect(outcome(answer)).toEqual({ status: 409, errorCode: 'E034' });
  });
});

describe('read state', () => {
  it('counts what the caller has not read, and marks entries read', async () => {
    const count = async () => (await call('doctor', 'GET', '/unread-count')).json().data.unread;
    const before = await count();
    const ids = [await written('nurse'), await written('oss')];
    expect(await count()).toBe(before + 2);
    const unread = await call(
      'doctor',
      'GET',
      `/guest/${env.guest.personalDataId}/entries?unread=true`,
    );
    expect(unread.json().data.items.map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining(ids),
    );
    const marked = await call('doctor', 'POST', '/read', { ids: [...ids, 2_000_000_000] });
    expect(marked.json().data).toEqual({ marked: 2 });
    expect(await count()).toBe(before);
    expect((await call('doctor', 'POST', '/read', { ids })).json().data).toEqual({ marked: 0 });
    const listed = await call('doctor', 'GET', `/entry/${ids[0]}`);
    expect(listed.json().data.read).toBe(true);
  });
});
