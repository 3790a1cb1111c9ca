import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { accountGroups, customerGroups, exportAudit, measurementReadings } from '../db/schema';
import { downsample } from '../measurement/lists';
import { newDiaryGuest, openDiaryWorld, outcome } from '../test-support/diary';
import type { TestWorld } from '../test-support/test-app';

const BASE = '/api/care/api/v1/measurement';
const HOUR = 3_600_000;

let world: TestWorld;
let app: FastifyInstance;
let as: (name: string) => string;
let guest: { accountId: number; personalDataId: number };

beforeAll(async () => {
  ({ world, app, as, guest } = await openDiaryWorld(['nurse', 'secretary']));
});
afterAll(async () => {
  await world?.close();
});

function get(name: string, url: string): Promise<LightMyRequestResponse> {
  return app.inject({
    url,
    headers: { authorization: `Bearer ${as(name)}`, 'x-time-zone': 'Europe/Rome' },
  });
}

const ago = (hours: number) => new Date(world.clock().getTime() - hours * HOUR);

/** Inserts `count` weights of the guest an hour apart, the last one an hour ago. */
async function weights(count: number) {
  await world.database.handle.db.insert(measurementReadings).values(
    Array.from({ length: count }, (_, index) => ({
      guestAccountId: guest.accountId,
      type: 'weight' as const,
      outcome: 'measured' as const,
      value: { kg: 60 + (index % 7) },
      measuredAt: ago(count - index),
      recordedAt: ago(count - index),
    })),
  );
}

describe('the chart series', () => {
  it('down-samples beyond 500 points to each bucket’s minimum and maximum, in time order', async () => {
    await weights(1200);
    const from = ago(2000).toISOString();
    const to = world.clock().toISOString();
    const url = `${BASE}/guest/${guest.personalDataId}/series?type=weight&from=${from}&to=${to}`;
    const response = await get('nurse', url);
    expect(response.statusCode, response.body).toBe(200);
    const series = response.json<{
      data: { downsampled: boolean; points: { at: string; values: { kg: number } }[] };
    }>().data;
    expect(series.downsampled).toBe(true);
    expect(series.points.length).toBeLessThanOrEqual(500);
    const times = series.points.map((point) => point.at);
    expect([...times].sort()).toEqual(times);
    expect(Math.min(...series.points.map((p) => p.values.kg))).toBe(60);
    expect(Math.max(...series.points.map((p) => p.values.kg))).toBe(66);
  });

  it('keeps every reading in the table', async () => {
    const response = await get(
      'nurse',
      `${BASE}/guest/${guest.personalDataId}/readings?type=weight`,
    );
    expect(response.json<{ data: { total: number } }>().data.total).toBe(1200);
  });

  it('gives a flat series fewer points, all of its one value', () => {
    const at = (n: number) => new Date(n);
    const flat = Array.from({ length: 10 }, (_, n) => ({ at: at(n), values: { kg: 60 } }));
    expect(downsample(flat, 4).length).toBeLessThan(flat.length);
    expect(downsample(flat, 4).every((point) => point.values.kg === 60)).toBe(true);
  });
});

describe('the water balance', () => {
  it('is intake − output per local day of the caller', async () => {
    const db = world.database.handle.db;
    // 23:30 UTC on 10 January is 00:30 on 11 January in Rome.
    const late = new Date('2026-01-10T23:30:00Z');
    const noon = new Date('2026-01-11T11:00:00Z');
    await db.insert(measurementReadings).values([
      {
        guestAccountId: guest.accountId,
        type: 'hydration',
        outcome: 'measured',
        value: { ml: 800 },
        measuredAt: late,
        recordedAt: late,
      },
      {
        guestAccountId: guest.accountId,
        type: 'diuresis',
        outcome: 'measured',
        value: { ml: 1000, method: 'pad' },
        measuredAt: noon,
        recordedAt: noon,
      },
    ]);
    const response = await get(
      'nurse',
      `${BASE}/guest/${guest.personalDataId}/water-balance?from=2026-01-10&to=2026-01-11`,
    );
    expect(response.json<{ data: unknown }>().data).toEqual([
      { day: '2026-01-11', intakeMl: 800, outputMl: 1000, balanceMl: -200, sign: 'negative' },
    ]);
    const long = await get(
      'nurse',
      `${BASE}/guest/${guest.personalDataId}/water-balance?from=2024-01-01&to=2026-01-11`,
    );
    expect(outcome(long)).toEqual({ status: 400, errorCode: 'E016' });
  });
});

describe('the measurement exports', () => {
  it('list every weight of the period with translated headers, never down-sampled', async () => {
    const from = ago(2000).toISOString().slice(0, 10);
    const to = world.clock().toISOString().slice(0, 10);
    const response = await get(
      'nurse',
      `/api/exports/WEIGHT?guestId=${guest.personalDataId}&format=csv&lang=en&from=${from}&to=${to}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Measured at,Value,Outcome,Assessment,Source,Recorded by,Note');
    expect(lines).toHaveLength(1201);
    expect(lines[1]).toMatch(/,\d\d kg,Measured,,Entered by hand,,$/);
  });

  it('are refused to a role that does not read measurements', async () => {
    const response = await get(
      'secretary',
      `/api/exports/WEIGHT?guestId=${guest.personalDataId}&format=csv`,
    );
    expect(outcome(response)).toEqual({ status: 403, errorCode: 'E013' });
  });

  it('export a group guest after guest, with an audit line per guest', async () => {
    const db = world.database.handle.db;
    const other = await newDiaryGuest(db);
    const weight = (accountId: number, kg: number) => ({
      guestAccountId: accountId,
      type: 'weight' as const,
      outcome: 'measured' as const,
      value: { kg },
      measuredAt: world.clock(),
      recordedAt: world.clock(),
    });
    await db
      .insert(measurementReadings)
      .values([weight(guest.accountId, 58.25), weight(other.accountId, 71.5)]);
    const [floor1, floor2] = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .orderBy(asc(customerGroups.id));
    const day = world.clock().toISOString().slice(0, 10);
    const url = (groupId = floor1?.id) =>
      `/api/exports/WEIGHT/group?groupId=${groupId}&format=csv&lang=en&from=${day}&to=${day}`;
    const response = await get('nurse', url());
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Guest,Measured at,Value,Outcome,Assessment,Source,Recorded by,Note');
    const named = (kg: string) => lines.find((line) => line.includes(`,${kg} kg,`));
    expect(named('58.25')).toMatch(/^Müller-Ñúñez Zoë,/);
    expect(named('71.5')).toMatch(/^Müller-Ñúñez Zoë,/);
    const audit = await db
      .select({ guest: exportAudit.guestAccountId })
      .from(exportAudit)
      .where(eq(exportAudit.type, 'WEIGHT'));
    const members = await db
      .select({ id: accountGroups.accountId })
      .from(accountGroups)
      .where(eq(accountGroups.groupId, floor1?.id ?? 0));
    const ids = audit.map((row) => row.guest);
    expect(ids).toContain(guest.accountId);
    expect(ids).toContain(other.accountId);
    expect(ids.every((id) => members.some((member) => member.id === id))).toBe(true);

    expect(outcome(await get('nurse', url(floor2?.id)))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(outcome(await get('secretary', url()))).toEqual({ status: 403, errorCode: 'E013' });
  });
});
