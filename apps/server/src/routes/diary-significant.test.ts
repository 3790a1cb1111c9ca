import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diaryEntries } from '../db/schema';
import {
  diaryCall,
  diaryWorldOfFile,
  markedEnteredInError,
  outcome,
  writtenEntry,
} from '../test-support/diary';

// A guest's significant events of the last 7 days (docs/behaviour/diary.md#significant-events).

const env = diaryWorldOfFile(['nurse', 'assistance', 'secretary']);

const significant = (name: string) =>
  diaryCall(
    env.app,
    env.as(name),
    'GET',
    `/dashboard/significant-events/${env.guest.personalDataId}`,
  );

const written = (text: string, significance: string) =>
  writtenEntry(env.app, env.as('nurse'), env.guest.personalDataId, text, { significance });

describe('significant events', () => {
  it('lists the last 7 days’ significant and critical entries, newest first', async () => {
    await written('Routine walk.', 'routine');
    await written('Refused lunch.', 'significant');
    const old = await written('Fever last week.', 'significant');
    const wrong = await written('Wrong guest.', 'significant');
    await written('Chest pain.', 'critical');
    await env.world.database.handle.db
      .update(diaryEntries)
      .set({ occurredAt: new Date(env.world.clock().getTime() - 8 * 86_400_000) })
      .where(eq(diaryEntries.id, old));
    await markedEnteredInError(env.app, env.as('nurse'), wrong, 'Written for another guest');

    const answer = await significant('nurse');
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, total } = answer.json<{
      data: { items: { text: string }[]; total: number };
    }>().data;
    expect(items.map((entry) => entry.text)).toEqual(['Chest pain.', 'Refused lunch.']);
    expect(total).toBe(2);
  });

  it('is refused to staff of another group and to roles without the diary', async () => {
    expect(outcome(await significant('assistance'))).toEqual({ status: 403, errorCode: 'E013' });
    expect(outcome(await significant('secretary'))).toEqual({ status: 403, errorCode: 'E013' });
  });
});
