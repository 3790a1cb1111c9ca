import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryCall, openDiaryWorld, outcome } from '../test-support/diary';
import type { TestWorld } from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
let as: (name: string) => string;
let guest: { accountId: number; personalDataId: number };

beforeAll(async () => {
  ({ world, app, as, guest } = await openDiaryWorld(['admin', 'nurse']));
});
afterAll(async () => {
  await world?.close();
});

const labels = { it: 'Dentista', en: 'Dentist', de: 'Zahnarzt', es: 'Dentista' };
const add = (name: string, body: unknown) => diaryCall(app, as(name), 'POST', '/categories', body);

describe('the diary’s categories', () => {
  it('lists the defaults in order, each with its term', async () => {
    const response = await diaryCall(app, as('nurse'), 'GET', '/categories');
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
      app,
      as('nurse'),
      'POST',
      `/guest/${guest.personalDataId}/entries`,
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
});
