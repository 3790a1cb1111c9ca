import {
  errorBodySchema,
  GUEST_LIST_PAGE_SIZE,
  guestHistoryResponseSchema,
  guestPageResponseSchema,
  type GuestRow,
  type GuestStatus,
} from '@care/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GUEST_COUNTS, DEMO_GUEST_PASSWORD } from '../db/seed-people';
import {
  bearerOf,
  createTestWorld,
  demoTokenOf,
  myInfo,
  present,
  type TestWorld,
} from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
let secretary: string;
beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  secretary = await tokenOf('secretary');
});
afterAll(async () => {
  await world?.close();
});

const tokenOf = (username: string, password?: string) => demoTokenOf(app, username, password);

const BASE = '/api/care/api/v1/guest';

const call = (token: string, method: 'GET' | 'PUT', url: string) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

/** The list's URL; `groupId` only when given (the server's default: the caller's first group). */
function listUrl(status: GuestStatus, q = '', pageNo = 0, groupId?: number | string) {
  const query = new URLSearchParams({ status, page: String(pageNo), ...(q ? { q } : {}) });
  if (groupId !== undefined) query.set('groupId', String(groupId));
  return `${BASE}/complete-list?${query}`;
}

async function page(status: GuestStatus, q = '', pageNo = 0, token = secretary, groupId?: number) {
  const response = await call(token, 'GET', listUrl(status, q, pageNo, groupId));
  expect(response.statusCode, response.body).toBe(200);
  return guestPageResponseSchema.parse(response.json()).data;
}

/** Every row of a tab, in the secretary's first group unless `groupId` says another. */
async function everyRow(status: GuestStatus, q = '', groupId?: number): Promise<GuestRow[]> {
  const rows: GuestRow[] = [];
  for (let n = 0; ; n += 1) {
    const next = await page(status, q, n, secretary, groupId);
    rows.push(...next.items);
    if (next.items.length < GUEST_LIST_PAGE_SIZE) return rows;
  }
}

/** The caller's group ids, in the order `myInfo` lists them. */
async function groupsOf(token: string): Promise<number[]> {
  const response = await myInfo(app, token);
  const body = response.json() as {
    data: { customerRoleDto: { customerGroupDtoCollection: { id: number }[] } };
  };
  return body.data.customerRoleDto.customerGroupDtoCollection.map((group) => group.id);
}

const errorOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  errorCode: errorBodySchema.parse(response.json()).errorCode,
});

async function withoutCredentials(status: GuestStatus) {
  return (await everyRow(status)).filter((row) => !row.credentialGenerated);
}

async function history(personalDataId: number) {
  const response = await call(secretary, 'GET', `${BASE}/detail/${personalDataId}/history`);
  expect(response.statusCode).toBe(200);
  return guestHistoryResponseSchema.parse(response.json()).data;
}

describe('the guest list', () => {
  it('shows every status tab with its total, 20 rows a page in surname order', async () => {
    const groups = await groupsOf(secretary);
    expect(groups).toHaveLength(2);
    const first = await page('A');
    expect(first.items).toHaveLength(Math.min(GUEST_LIST_PAGE_SIZE, first.total));
    const all = await everyRow('A');
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((row) => row.personalDataId)).size).toBe(all.length);
    const surnames = all.map((row) => row.surname.toLowerCase());
    expect(surnames).toEqual([...surnames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Each group lists its own guests; together, the seeded guests plus the demo `guest`.
    for (const status of ['A', 'W', 'S', 'D', 'R'] as const) {
      let total = 0;
      for (const groupId of groups) {
        const tab = await page(status, '', 0, secretary, groupId);
        expect(tab.items.every((row) => row.status === status)).toBe(true);
        total += tab.total;
      }
      expect(total).toBe(DEMO_GUEST_COUNTS[status] + (status === 'A' ? 1 : 0));
    }
  });

  it('answers a page past the end with no rows and the tab’s total', async () => {
    const first = await page('A');
    const beyond = await page('A', '', Math.ceil(first.total / GUEST_LIST_PAGE_SIZE) + 1);
    expect(beyond).toMatchObject({ items: [], total: first.total });
  });

  it('lists the selected group: the first by default, another of the caller’s groups by groupId, never a group the caller is not in', async () => {
    const [floor1 = 0, floor2 = 0] = await groupsOf(secretary);
    const assistance = await tokenOf('assistance');
    expect(await groupsOf(assistance)).toEqual([floor2]);
    const ids = async (token: string, groupId?: number) =>
      (await page('A', '', 0, token, groupId)).items.map((row) => row.personalDataId);
    const firstFloor = await ids(secretary, floor1);
    const secondFloor = await ids(secretary, floor2);
    expect(firstFloor.length).toBeGreaterThan(0);
    expect(secondFloor.length).toBeGreaterThan(0);
    expect(firstFloor.filter((id) => secondFloor.includes(id))).toEqual([]);
    expect(await ids(secretary)).toEqual(firstFloor);
    // The demo `assistance` (Piano 2 only) gets Piano 2 by default, and never Piano 1.
    expect(await ids(assistance)).toEqual(secondFloor);
    expect(errorOf(await call(assistance, 'GET', listUrl('A', '', 0, floor1)))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(errorOf(await call(assistance, 'GET', listUrl('A', '', 0, 999_999)))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(errorOf(await call(assistance, 'GET', listUrl('A', '', 0, bad)))).toEqual({
        status: 400,
        errorCode: 'E016',
      });
    }
    // Administrators list any existing group.
    const admin = await tokenOf('admin');
    expect(await ids(admin, floor2)).toEqual(secondFloor);
    expect(errorOf(await call(admin, 'GET', listUrl('A', '', 0, 999_999)))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
  });

  it('gives each row its birthday, allergy and room markers', async () => {
    const all = await everyRow('A');
    expect(all.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.birthDate ?? ''))).toBe(true);
    expect(all.some((row) => row.allergy)).toBe(true);
    expect(all.some((row) => !row.allergy)).toBe(true);
    expect(all.every((row) => row.room)).toBe(true);
    expect((await page('W')).items.every((row) => row.room === null)).toBe(true);
  });

  it('searches name, surname and identifier code, case-insensitive', async () => {
    const all = await everyRow('A');
    const someone = present(all[3]);
    const bySurname = await everyRow('A', someone.surname.toUpperCase());
    expect(bySurname.map((row) => row.personalDataId)).toContain(someone.personalDataId);
    expect(
      bySurname.every(
        (row) =>
          row.surname === someone.surname ||
          row.name.includes(someone.surname) ||
          row.identifierCode?.includes(someone.surname.toUpperCase()),
      ),
    ).toBe(true);
    const byCode = await page('A', present(someone.identifierCode).toLowerCase());
    expect(byCode.items.map((row) => row.personalDataId)).toEqual([someone.personalDataId]);
    const byBoth = await page('A', `${someone.name.toLowerCase()} ${someone.surname}`);
    expect(byBoth.items.map((row) => row.personalDataId)).toContain(someone.personalDataId);
    expect((await page('A', '%')).total).toBe(0);
    expect((await page('A', 'nobody-is-called-this')).items).toEqual([]);
  });

  it('is for staff: a guest is refused, a bad query is 400', async () => {
    const guest = await tokenOf('guest');
    expect(errorOf(await call(guest, 'GET', `${BASE}/complete-list?status=A`))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    const nurse = await tokenOf('nurse');
    expect((await call(nurse, 'GET', `${BASE}/complete-list?status=D`)).statusCode).toBe(200);
    expect(errorOf(await call(secretary, 'GET', `${BASE}/complete-list?status=X`)).status).toBe(
      400,
    );
    expect(errorOf(await call(secretary, 'GET', `${BASE}/complete-list`))).toEqual({
      status: 400,
      errorCode: 'E012',
    });
  });
});

describe('the status changes', () => {
  it('dismisses an admitted guest with a cause and a date, and keeps the history', async () => {
    const guest = present((await withoutCredentials('A'))[5]);
    const url = `${BASE}/dismiss/${guest.personalDataId}`;
    // Without the cause the mode asks for: nothing changes.
    expect(errorOf(await call(secretary, 'PUT', `${url}?date=2026-03-31`))).toEqual({
      status: 400,
      errorCode: 'E012',
    });
    expect(errorOf(await call(secretary, 'PUT', `${url}?archiveCause=death`))).toEqual({
      status: 400,
      errorCode: 'E012',
    });
    expect(
      errorOf(await call(secretary, 'PUT', `${url}?date=2026-02-30&archiveCause=death`)),
    ).toEqual({
      status: 400,
      errorCode: 'E016',
    });
    const nurse = await tokenOf('nurse');
    expect(errorOf(await call(nurse, 'PUT', `${url}?date=2026-03-31&archiveCause=death`))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect((await everyRow('A')).map((row) => row.personalDataId)).toContain(guest.personalDataId);

    const done = await call(secretary, 'PUT', `${url}?date=2026-03-31&archiveCause=death`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await everyRow('A')).map((row) => row.personalDataId)).not.toContain(
      guest.personalDataId,
    );
    expect((await everyRow('D')).map((row) => row.personalDataId)).toContain(guest.personalDataId);
    const last = (await history(guest.personalDataId)).at(-1);
    expect(last).toMatchObject({
      fromStatus: 'A',
      toStatus: 'D',
      cause: 'death',
      date: '2026-03-31',
      changedBy: { name: 'Francesca', surname: 'Romano' },
    });
    // The same call again (a retry after a lost answer): success, nothing recorded twice.
    const again = await call(secretary, 'PUT', `${url}?date=2026-03-31&archiveCause=death`);
    expect(again.statusCode).toBe(200);
    const dismissals = (await history(guest.personalDataId)).filter((c) => c.toStatus === 'D');
    expect(dismissals).toHaveLength(1);
    // Another dismissal of the archived guest.
    expect(
      errorOf(await call(secretary, 'PUT', `${url}?date=2026-04-30&archiveCause=death`)),
    ).toEqual({
      status: 409,
      errorCode: 'E034',
    });
  });

  it('rejects a waiting guest without a cause; suspends and re-admits', async () => {
    const waiting = present((await page('W')).items[0]);
    expect(
      (await call(secretary, 'PUT', `${BASE}/dismiss/${waiting.personalDataId}?date=2026-04-01`))
        .statusCode,
    ).toBe(200);
    expect((await everyRow('R')).map((row) => row.personalDataId)).toContain(
      waiting.personalDataId,
    );

    const admitted = present((await withoutCredentials('A'))[7]);
    const admin = await tokenOf('admin');
    const suspend = `${BASE}/suspend/${admitted.personalDataId}?date=2026-04-02`;
    expect((await call(admin, 'PUT', suspend)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', suspend)).statusCode).toBe(200); // a retry
    const later = `${BASE}/suspend/${admitted.personalDataId}?date=2026-04-03`;
    expect(errorOf(await call(admin, 'PUT', later)).errorCode).toBe('E034');
    expect(
      (await call(admin, 'PUT', `${BASE}/actual/${admitted.personalDataId}?date=2026-04-20`))
        .statusCode,
    ).toBe(200);
    const changes = (await history(admitted.personalDataId)).slice(-2);
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.cause, c.date])).toEqual([
      ['A', 'S', 'suspended', '2026-04-02'],
      ['S', 'A', 'readmitted', '2026-04-20'],
    ]);
    expect(changes[0]?.changedBy).toMatchObject({ name: 'Giulia', surname: 'Bianchi' });
  });

  it('ends a dismissed guest’s open session at once', async () => {
    const guestToken = await tokenOf('guest01', DEMO_GUEST_PASSWORD);
    const me = await myInfo(app, guestToken);
    expect(me.statusCode).toBe(200);
    const personalDataId = (me.json() as { data: { personalDataDto: { personalDataId: number } } })
      .data.personalDataDto.personalDataId;
    const next = present(bearerOf(me));
    expect(
      (
        await call(
          secretary,
          'PUT',
          `${BASE}/dismiss/${personalDataId}?date=2026-05-01&archiveCause=domicileDismissal`,
        )
      ).statusCode,
    ).toBe(200);
    expect(errorOf(await myInfo(app, next))).toEqual({ status: 401, errorCode: 'E005' });
  });

  it('answers 404 for a person who is not a guest', async () => {
    const nurseInfo = await myInfo(app, await tokenOf('nurse'));
    const id = (nurseInfo.json() as { data: { personalDataDto: { personalDataId: number } } }).data
      .personalDataDto.personalDataId;
    expect(errorOf(await call(secretary, 'PUT', `${BASE}/suspend/${id}?date=2026-04-02`))).toEqual({
      status: 404,
      errorCode: 'E017',
    });
    expect(errorOf(await call(secretary, 'GET', `${BASE}/detail/${id}/history`)).status).toBe(404);
  });
});
