import { errorBodySchema, EXPORT_MAX_PDF_ROWS } from '@care/api-client/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, exportAudit, personalData } from '../db/schema';
import { insertExportGuest } from '../test-support/export-guest';
import { pdfPages } from '../test-support/pdf-text';
import { createTestWorld, demoTokenOf, present, type TestWorld } from '../test-support/test-app';

let world: TestWorld;
let app: FastifyInstance;
let nurse: string;
/** A guest of the nurse's floor, with an accented name and 120 status changes in January 2026. */
let guest: { accountId: number; personalDataId: number };

const URL = '/api/exports';

beforeAll(async () => {
  world = await createTestWorld();
  app = world.app;
  nurse = await demoTokenOf(app, 'nurse');
  guest = await insertExportGuest(world.database.handle.db, 'export-guest', 120);
});
afterAll(async () => {
  await world?.close();
});

function exportCall(
  query: Record<string, string | number>,
  token: string | null = nurse,
  type = 'STATUS_HISTORY',
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams(
    Object.entries({ guestId: guest.personalDataId, ...query }).map(([k, v]) => [k, String(v)]),
  );
  return app.inject({
    method: 'GET',
    url: `${URL}/${type}?${search}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-time-zone': 'Europe/Rome',
    },
  });
}

const JANUARY = { from: '2026-01-01', to: '2026-01-31' };

function errorOf(response: LightMyRequestResponse) {
  return { status: response.statusCode, ...errorBodySchema.parse(response.json()) };
}

describe('CSV exports', () => {
  it('answers an Italian CSV download: BOM, ;, CRLF, translated header, one record per change', async () => {
    const response = await exportCall({ ...JANUARY, format: 'csv', lang: 'it' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="STATUS_HISTORY_Muller-Nunez-Zoe_2026-01-01_2026-01-31.csv"; ' +
        "filename*=UTF-8''STATUS_HISTORY_M%C3%BCller-%C3%91%C3%BA%C3%B1ez-Zo%C3%AB_2026-01-01_2026-01-31.csv",
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toHaveLength(122);
    expect(lines[0]).toBe(
      'Data di decorrenza;Stato precedente;Nuovo stato;Causa;Registrato il;Registrato da',
    );
    expect(lines[1]).toBe('01/01/2026;;Ammesso;Registrato;01/01/2026 10:30;Dati della struttura');
    expect(lines[2]).toBe('01/01/2026;Ammesso;Sospeso;Sospeso;01/01/2026 10:30;Giulia Bianchi');
    expect(lines.at(-1)).toBe('');
  });

  it('separates with , in English and with ; in German and Spanish', async () => {
    const firstLine = async (lang: string) =>
      (await exportCall({ ...JANUARY, format: 'csv', lang })).rawPayload
        .subarray(3)
        .toString('utf8')
        .split('\r\n')[0];
    expect(await firstLine('en')).toBe(
      'Effective date,Previous status,New status,Cause,Recorded at,Recorded by',
    );
    expect(await firstLine('de')).toBe(
      'Gültig ab;Bisheriger Status;Neuer Status;Grund;Erfasst am;Erfasst von',
    );
    expect(await firstLine('es')).toMatch(/^Fecha de efecto;Estado anterior;/);
  });
});

describe('PDF exports', () => {
  it('prints the header and “page x of y” on every page, in the language asked for', async () => {
    const response = await exportCall({ ...JANUARY, format: 'pdf', lang: 'de' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"; /);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, index) => {
      expect(text).toContain('Einrichtung: Casa Serena – Piano 1');
      expect(text).toContain('Gast: Müller-Ñúñez Zoë, geboren am 09/04/1938');
      expect(text).toContain('Statusverlauf');
      expect(text).toContain('Zeitraum: 01/01/2026 – 31/01/2026');
      expect(text).toMatch(
        new RegExp(
          `Seite ${index + 1} von ${pages.length} · gedruckt von Chiara Colombo am \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d`,
        ),
      );
    });
    const all = pages.join('\n');
    expect(all).toContain('Gültig ab');
    expect(all).toContain('Wieder aufgenommen');
    expect(all.match(/Giulia Bianchi/g)).toHaveLength(119);
  });

  it('says so when the period holds no record', async () => {
    const response = await exportCall({ from: '2025-06-01', to: '2025-06-30', lang: 'es' });
    expect(response.statusCode).toBe(200);
    const [page, ...more] = await pdfPages(response.rawPayload);
    expect(more).toEqual([]);
    expect(page).toContain('No hay registros en este periodo.');
    expect(page).toContain('Página 1 de 1');
  });
});

describe('a long export', () => {
  it('is refused as a PDF over 3 000 rows (422 E043), and given as CSV', async () => {
    const db = world.database.handle.db;
    const long = await insertExportGuest(db, 'export-guest-long', EXPORT_MAX_PDF_ROWS + 1);
    const query = { ...JANUARY, guestId: long.personalDataId };
    expect(errorOf(await exportCall(query))).toEqual({ status: 422, errorCode: 'E043' });
    const csv = await exportCall({ ...query, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')).toHaveLength(EXPORT_MAX_PDF_ROWS + 3);
  });
});

describe('the export audit log', () => {
  it('records who exported what about whom, in which format and for which period', async () => {
    const response = await exportCall({ from: '2026-01-05', to: '2026-01-06', format: 'csv' });
    expect(response.statusCode).toBe(200);
    const [row] = await world.database.handle.db
      .select()
      .from(exportAudit)
      .orderBy(desc(exportAudit.id))
      .limit(1);
    const [nurseAccount] = await world.database.handle.db
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.username, 'nurse'));
    expect(row).toMatchObject({
      actorId: present(nurseAccount).id,
      actorRole: 'RA_NURSE',
      guestAccountId: guest.accountId,
      type: 'STATUS_HISTORY',
      module: 'guests',
      format: 'csv',
      lang: 'en',
      periodFrom: '2026-01-05',
      periodTo: '2026-01-06',
      rowCount: 8,
    });
  });
});

describe('who may export', () => {
  it('refuses guests (403), other floors’ staff (403) and anonymous callers (401)', async () => {
    expect(errorOf(await exportCall(JANUARY, await demoTokenOf(app, 'guest')))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(errorOf(await exportCall(JANUARY, await demoTokenOf(app, 'assistance')))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(errorOf(await exportCall(JANUARY, null))).toEqual({ status: 401, errorCode: 'E005' });
  });

  it('answers 404 for an unknown type, a person who is not a guest, or no person', async () => {
    expect(errorOf(await exportCall(JANUARY, nurse, 'NO_SUCH_TYPE'))).toEqual({
      status: 404,
      errorCode: 'E042',
    });
    const [doctor] = await world.database.handle.db
      .select({ id: personalData.id })
      .from(personalData)
      .innerJoin(customerAccounts, eq(customerAccounts.id, personalData.accountId))
      .where(eq(customerAccounts.username, 'doctor'));
    expect(errorOf(await exportCall({ ...JANUARY, guestId: present(doctor).id }))).toEqual({
      status: 404,
      errorCode: 'E017',
    });
    expect(errorOf(await exportCall({ ...JANUARY, guestId: 2_000_000_000 }))).toEqual({
      status: 404,
      errorCode: 'E017',
    });
  });
});

describe('the API documentation', () => {
  it('lists the export route with its query and both media types of the download', async () => {
    const response = await app.inject({ url: '/docs/openapi.json' });
    const doc = response.json() as {
      paths: Record<
        string,
        {
          get?: { parameters: { name: string }[]; responses: Record<string, { content?: object }> };
        }
      >;
    };
    const route = present(doc.paths['/api/exports/{type}']?.get);
    expect(route.parameters.map((parameter) => parameter.name).sort()).toEqual([
      'X-Time-Zone',
      'format',
      'from',
      'guestId',
      'lang',
      'to',
      'type',
    ]);
    expect(Object.keys(route.responses['200']?.content ?? {})).toEqual([
      'text/csv',
      'application/pdf',
    ]);
  });
});

describe('the period', () => {
  it('refuses a reversed period (E040), one over 366 days (E041) and malformed input', async () => {
    expect(errorOf(await exportCall({ from: '2026-02-01', to: '2026-01-31' }))).toEqual({
      status: 400,
      errorCode: 'E040',
    });
    expect(errorOf(await exportCall({ from: '2025-01-01', to: '2026-01-02' }))).toEqual({
      status: 400,
      errorCode: 'E041',
    });
    expect(errorOf(await exportCall({ from: '2026-02-30' }))).toEqual({
      status: 400,
      errorCode: 'E016',
    });
    expect(errorOf(await exportCall({ format: 'xlsx' }))).toEqual({
      status: 400,
      errorCode: 'E016',
    });
    const noGuest = await app.inject({
      method: 'GET',
      url: `${URL}/STATUS_HISTORY`,
      headers: { authorization: `Bearer ${nurse}` },
    });
    expect(errorOf(noGuest)).toEqual({ status: 400, errorCode: 'E012' });
  });

  it('takes the type’s default period (the last month) when none is given', async () => {
    const response = await exportCall({ format: 'csv' });
    expect(response.statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
      world.clock(),
    );
    expect(response.headers['content-disposition']).toContain(`_${today}.csv"`);
  });
});
