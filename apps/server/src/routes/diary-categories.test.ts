import { describe, expect, it } from 'vitest';
import { diaryCall, diaryWorldOfFile, outcome } from '../test-support/diary';

const env = diaryWorldOfFile(['admin', 'nurse', 'secretary', 'doctor', 'guest']);

const labels = { it: 'Dentista', en: 'Dentist', de: 'Zahnarzt', es: 'Dentista' };
const add = (name: string, body: unknown) =>
  diaryCall(env.app, env.as(name), 'POST', '/categories', body);
const change = (name: string, id: string, body: unknown) =>
  diaryCall(env.app, env.as(name), 'PUT', `/categories/${id}`, body);
type Listed = { id: string; labels: unknown; active: boolean }[];
const listed = async (name = 'nurse') =>
  (await diaryCall(env.app, env.as(name), 'GET', '/categories')).json<{ data: Listed }>().data;
const write = (categories: string[]) =>
  diaryCall(env.app, env.as('nurse'), 'POST', `/guest/${env.guest.personalDataId}/entries`, {
    categories,
    text: 'Checked the guest’s teeth.',
  });

describe('the diary’s categories', () => {
  it('lists the defaults in order, each with its term', async () => {
    const response = await diaryCall(env.app, env.as('nurse'), 'GET', '/categories');
    const ids = response.json<{ data: { id: string; termKey: string }[] }>().data;
    expect(ids.slice(0, 2)).toEqual([
      { id: 'health', termKey: 'diary.category.health', labels: null, active: true },
      { id: 'behaviourMood', termKey: 'diary.category.behaviourMood', labels: null, active: true },
    ]);
  });

  it('lets an administrator add the facility’s own, which entries may then use', async () => {
    const added = await add('admin', { id: 'dental', labels });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.at(-1)).toEqual({ id: 'dental', termKey: null, labels, active: true });
    const entry = await diaryCall(
      env.app,
      env.as('nurse'),
      'POST',
      `/guest/${env.guest.personalDataId}/entries`,
      {
        categories: ['dental'],
        text: 'Dentist visit: new prosthesis fitted.',
      },
    );
    expect(entry.statusCode, entry.body).toBe(200);
  });

  it('refuses a taken id, a malformed one, a missing name and other roles', async () => {
    const answers = [
      await add('admin', { id: 'health', labels }),
      await add('admin', { id: 'Dental-care', labels }),
      await add('admin', {
        id: 'podiatry',
        labels: { it: 'Podologo', en: 'Podiatrist', de: 'Podologe' },
      }),
      await add('nurse', { id: 'podiatry', labels }),
    ];
    expect(answers.map(outcome)).toEqual([
      { status: 409, errorCode: 'E019' },
      { status: 400, errorCode: 'E016' },
      { status: 400, errorCode: 'E012' },
      { status: 403, errorCode: 'E013' },
    ]);
  });

  it('lets an administrator rename the facility’s own, take it out of use and put it back', async () => {
    await add('admin', { id: 'podiatry', labels });
    const renamed = { it: 'Podologo', en: 'Podiatrist', de: 'Podologe', es: 'Podólogo' };
    const answer = await change('admin', 'podiatry', { labels: renamed });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: Listed }>().data.find((c) => c.id === 'podiatry')).toMatchObject({
      labels: renamed,
      active: true,
    });
    expect((await write(['podiatry'])).statusCode).toBe(200);

    expect((await change('admin', 'podiatry', { active: false })).statusCode).toBe(200);
    expect((await listed()).find((c) => c.id === 'podiatry')?.active).toBe(false);
    expect(outcome(await write(['podiatry']))).toEqual({ status: 400, errorCode: 'E016' });

    expect((await change('admin', 'podiatry', { active: true })).statusCode).toBe(200);
    expect((await write(['podiatry'])).statusCode).toBe(200);
  });

  it('takes a default out of use, but never renames it', async () => {
    expect((await change('admin', 'sleep', { active: false })).statusCode).toBe(200);
    expect((await listed()).find((c) => c.id === 'sleep')).toMatchObject({
      labels: null,
      active: false,
    });
    expect(outcome(await change('admin', 'sleep', { labels }))).toEqual({
      status: 400,
      errorCode: 'E016',
    });
    expect((await listed()).find((c) => c.id === 'sleep')?.labels).toBeNull();
    expect((await change('admin', 'sleep', { active: true })).statusCode).toBe(200);
  });

  it('keeps the last category in use, whatever else is out of use', async () => {
    const ids = (await listed()).map((c) => c.id);
    const [last, ...others] = ids;
    for (const id of others)
      expect((await change('admin', id, { active: false })).statusCode).toBe(200);
    expect(outcome(await change('admin', last as string, { active: false }))).toEqual({
      status: 409,
      errorCode: 'E049',
    });
    // Taking out one that is out of use already changes nothing and is no error.
    expect((await change('admin', others[0] as string, { active: false })).statusCode).toBe(200);
    expect((await listed()).filter((c) => c.active).map((c) => c.id)).toEqual([last]);
    for (const id of others)
      expect((await change('admin', id, { active: true })).statusCode).toBe(200);
  });

  it('answers each caller on each kind of category: only administrators change one', async () => {
    await add('admin', { id: 'hearing', labels });
    const callers = ['admin', 'secretary', 'doctor', 'nurse', 'guest'];
    const targets = ['hearing', 'other', 'missingCategory'];
    const answers: Record<string, unknown> = {};
    for (const caller of callers) {
      for (const target of targets) {
        answers[`${caller} ${target}`] = outcome(await change(caller, target, { active: true }));
      }
    }
    const refused = { status: 403, errorCode: 'E013' };
    expect(answers).toEqual({
      'admin hearing': { status: 200 },
      'admin other': { status: 200 },
      'admin missingCategory': { status: 404, errorCode: 'E016' },
      ...Object.fromEntries(
        callers.slice(1).flatMap((caller) => targets.map((t) => [`${caller} ${t}`, refused])),
      ),
    });
  });

  it('refuses a bad body with its code, changing nothing', async () => {
    const bad = (errorCode: string) => ({ status: 400, errorCode });
    const cases: [string, unknown, unknown][] = [
      ['hearing', {}, bad('E016')],
      ['hearing', { active: 'no' }, bad('E016')],
      ['hearing', { labels: { ...labels, en: ' ' }, active: false }, bad('E012')],
      ['hearing', { labels: { it: 'Udito' } }, bad('E012')],
      ['hearing', { active: false, termKey: 'diary.category.health' }, bad('E016')],
      ['Not-an-id', { active: false }, bad('E016')],
    ];
    for (const [id, body, expected] of cases) {
      expect(outcome(await change('admin', id, body)), JSON.stringify(body)).toEqual(expected);
    }
    expect((await listed()).find((c) => c.id === 'hearing')).toMatchObject({
      labels,
      active: true,
    });
  });
});
