import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { accountGroups, customerGroups, exportAudit, measurementReadings } from '../db/schema';
import { downsample } from '../measurement/lists';
import { newDiaryGuest, diaryWorldOfFile, outcome } from '../test-support/diary';
import { pdfPages, pdfPathCounts } from '../test-support/pdf-text';

const BASE = '/api/care/api/v1/measurement';
const HOUR = 3_600_000;

const env = diaryWorldOfFile(['nurse', 'secretary', 'doctor']);

function get(name: string, url: string): Promise<LightMyRequestResponse> {
  return env.app.inject({
    url,
    headers: { authorization: `Bearer ${env.as(name)}`, 'x-time-zone': 'Europe/Rome' },
  });
}

const ago = (hours: number) => new Date(env.world.clock().getTime() - hours * HOUR);

/** Inserts `count` weights of the guest an hour apart, the last one an hour ago. */
async function weights(count: number) {
  await env.world.database.handle.db.insert(measurementReadings).values(
    Array.from({ length: count }, (_, index) => ({
      guestAccountId: env.guest.accountId,
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
    const to = env.world.clock().toISOString();
    const url = `${BASE}/guest/${env.guest.personalDataId}/series?type=weight&from=${from}&to=${to}`;
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
      `${BASE}/guest/${env.guest.personalDataId}/readings?type=weight`,
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
    const db = env.world.database.handle.db;
    // 23:30 UTC on 10 January is 00:30 on 11 January in Rome.
    const late = new Date('2026-01-10T23:30:00Z');
    const noon = new Date('2026-01-11T11:00:00Z');
    await db.insert(measurementReadings).values([
      {
        guestAccountId: env.guest.accountId,
        type: 'hydration',
        outcome: 'measured',
        value: { ml: 800 },
        measuredAt: late,
        recordedAt: late,
      },
      {
        guestAccountId: env.guest.accountId,
        type: 'diuresis',
        outcome: 'measured',
        value: { ml: 1000, method: 'pad' },
        measuredAt: noon,
        recordedAt: noon,
      },
    ]);
    const response = await get(
      'nurse',
      `${BASE}/guest/${env.guest.personalDataId}/water-balance?from=2026-01-10&to=2026-01-11`,
    );
    expect(response.json<{ data: unknown }>().data).toEqual([
      { day: '2026-01-11', intakeMl: 800, outputMl: 1000, balanceMl: -200, sign: 'negative' },
    ]);
    const long = await get(
      'nurse',
      `${BASE}/guest/${env.guest.personalDataId}/water-balance?from=2024-01-01&to=2026-01-11`,
    );
    expect(outcome(long)).toEqual({ status: 400, errorCode: 'E016' });
  });
});

describe('the measurement exports', () => {
  it('list every weight of the period with translated headers, never down-sampled', async () => {
    const from = ago(2000).toISOString().slice(0, 10);
    const to = env.world.clock().toISOString().slice(0, 10);
    const response = await get(
      'nurse',
      `/api/exports/WEIGHT?guestId=${env.guest.personalDataId}&format=csv&lang=en&from=${from}&to=${to}`,
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
      `/api/exports/WEIGHT?guestId=${env.guest.personalDataId}&format=csv`,
    );
    expect(outcome(response)).toEqual({ status: 403, errorCode: 'E013' });
  });

  it('export a group guest after guest, with an audit line per guest', async () => {
    const db = env.world.database.handle.db;
    const other = await newDiaryGuest(db);
    const weight = (accountId: number, kg: number) => ({
      guestAccountId: accountId,
      type: 'weight' as const,
      outcome: 'measured' as const,
      value: { kg },
      measuredAt: env.world.clock(),
      recordedAt: env.world.clock(),
    });
    await db
      .insert(measurementReadings)
      .values([weight(env.guest.accountId, 58.25), weight(other.accountId, 71.5)]);
    const [floor1, floor2] = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .orderBy(asc(customerGroups.id));
    const day = env.world.clock().toISOString().slice(0, 10);
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
    expect(ids).toContain(env.guest.accountId);
    expect(ids).toContain(other.accountId);
    expect(ids.every((id) => members.some((member) => member.id === id))).toBe(true);

    expect(outcome(await get('nurse', url(floor2?.id)))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(outcome(await get('secretary', url()))).toEqual({ status: 403, errorCode: 'E013' });
  });
});

// The charts of the measurement exports' PDFs (docs/behaviour/measurements.md#exports).

type Reading = typeof measurementReadings.$inferInsert;

/** A reading of the guest `accountId` on `day` of January 2026 at 08:00 UTC. */
function reading(
  accountId: number,
  day: number,
  type: Reading['type'],
  value: Reading['value'],
  outcome: Reading['outcome'] = 'measured',
): Reading {
  const at = new Date(Date.UTC(2026, 0, day, 8));
  return { guestAccountId: accountId, type, outcome, value, measuredAt: at, recordedAt: at };
}

async function pdfOf(url: string) {
  const response = await get('nurse', url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const bytes = response.rawPayload;
  return { pages: await pdfPages(bytes), paths: await pdfPathCounts(bytes) };
}

const exportUrl = (type: string, personalDataId: number, lang: string, from: string, to: string) =>
  `/api/exports/${type}?guestId=${personalDataId}&format=pdf&lang=${lang}&from=${from}&to=${to}`;

describe('the chart of a guest’s measurement PDF', () => {
  it('draws blood pressure as two named lines, the bands and the marks, in German', async () => {
    const db = env.world.database.handle.db;
    const pressures = [
      [128, 78],
      [132, 82],
      [141, 88],
      [165, 92], // systolic out of the facility's normal range
      [186, 101], // systolic critical, diastolic out of range
      [138, 84],
    ] as const;
    await db
      .insert(measurementReadings)
      .values(
        pressures.map(([systolic, diastolic], index) =>
          reading(env.guest.accountId, 3 + index * 4, 'pressure', { systolic, diastolic }),
        ),
      );
    const set = await env.app.inject({
      method: 'PUT',
      url: `/api/care/api/v1/measurement/guest/${env.guest.personalDataId}/thresholds/systolic`,
      headers: { authorization: `Bearer ${env.as('doctor')}` },
      payload: {
        range: { criticalBelow: 90, normalMin: 110, normalMax: 150, criticalAbove: 185 },
        reason: 'Kardiologische Empfehlung',
      },
    });
    expect(set.statusCode, set.body).toBe(200);

    const { pages, paths } = await pdfOf(
      exportUrl('PRESSURE', env.guest.personalDataId, 'de', '2026-01-01', '2026-01-31'),
    );
    const first = pages[0] ?? '';
    const legend = [
      'Systolisch',
      'Diastolisch',
      'Normalbereich (Einrichtung)',
      'Eigener Normalbereich des Gastes',
      'Außerhalb des Bereichs',
      'Kritisch',
    ];
    for (const name of legend) expect(first.split('\n')).toContain(name);
    // The value axis's unit and ticks, the time axis's days.
    expect(first.split('\n')).toContain('mmHg');
    expect(first).toMatch(/^01\/01$/m);
    expect(first).toMatch(/^15\/01$/m);
    expect(first).toMatch(/^(160|150)$/m);
    // The chart comes above the table.
    expect(first.indexOf('Systolisch')).toBeLessThan(first.indexOf('Gemessen am'));
    expect(first).toContain('186/101 mmHg');

    // The same table without a chart: a period of refusals only.
    await db
      .insert(measurementReadings)
      .values(reading(env.guest.accountId, 28, 'pressure', null, 'refused'));
    const refusals = await pdfOf(
      exportUrl('PRESSURE', env.guest.personalDataId, 'de', '2026-01-28', '2026-01-28'),
    );
    expect(refusals.pages[0]).toContain(
      'Keine gemessenen Werte für ein Diagramm in diesem Zeitraum.',
    );
    expect(refusals.pages[0]).toContain('Vom Gast abgelehnt');
    expect(refusals.pages[0]).not.toContain('Systolisch');
    // The chart's lines, bands, grid, ticks and marks are paths of their own.
    expect((paths[0] ?? 0) - (refusals.paths[0] ?? 0)).toBeGreaterThan(30);
  });

  it('says so when the period has no readings, and draws no chart', async () => {
    const { pages } = await pdfOf(
      exportUrl('WEIGHT', env.guest.personalDataId, 'de', '2025-06-01', '2025-06-30'),
    );
    expect(pages[0]).toContain('Keine Einträge in diesem Zeitraum.');
    expect(pages[0]).not.toContain('kg');
  });

  it('down-samples the chart beyond 500 values, never the table', async () => {
    const other = await newDiaryGuest(env.world.database.handle.db);
    const start = Date.UTC(2025, 8, 1);
    await env.world.database.handle.db.insert(measurementReadings).values(
      Array.from({ length: 1200 }, (_, index) => {
        const at = new Date(start + index * 3_600_000);
        return {
          guestAccountId: other.accountId,
          type: 'temperature' as const,
          outcome: 'measured' as const,
          value: { celsius: 36 + (index % 9) / 10 },
          measuredAt: at,
          recordedAt: at,
        };
      }),
    );
    const { pages } = await pdfOf(
      exportUrl('TEMPERATURE', other.personalDataId, 'en', '2025-09-01', '2025-10-31'),
    );
    const text = pages.join('\n');
    expect(pages[0]).toContain(
      'The chart shows the lowest and highest value of each stretch of time; the table lists every reading.',
    );
    expect(text.match(/ °C$/gm)).toHaveLength(1200);
  });
});

describe('the charts of a group’s measurement PDF', () => {
  it('draws one small chart per guest with values and names the others', async () => {
    const db = env.world.database.handle.db;
    const weighed = await newDiaryGuest(db);
    await db
      .insert(measurementReadings)
      .values([
        reading(weighed.accountId, 5, 'weight', { kg: 61.5 }),
        reading(weighed.accountId, 19, 'weight', { kg: 60.25 }),
      ]);
    const [floor1] = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .orderBy(asc(customerGroups.id));
    const response = await get(
      'nurse',
      `/api/exports/WEIGHT/group?groupId=${floor1?.id}&format=pdf&lang=de&from=2026-01-01&to=2026-01-31`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const first = (await pdfPages(response.rawPayload))[0] ?? '';
    const lines = first.split('\n');
    // The chart's title (the guest), its legend (the measure) and its unit.
    expect(lines).toContain('Müller-Ñúñez Zoë');
    expect(lines).toContain('Gewicht');
    expect(lines).toContain('kg');
    expect(first.replace(/\n/g, ' ')).toMatch(
      /Keine gemessenen Werte für ein Diagramm: .*Müller-Ñúñez Zoë/,
    );
    expect(first).toContain('60.25 kg');
  });
});
