import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryCall, openDiaryWorld, outcome } from '../test-support/diary';
import type { TestWorld } from '../test-support/test-app';

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

function exportDiary(token: string, lang: string) {
  return app.inject({
    url: `/api/exports/DIARY?guestId=${guest.personalDataId}&format=csv&lang=${lang}`,
    headers: { authorization: `Bearer ${token}`, 'x-time-zone': 'UTC' },
  });
}

describe('the diary export', () => {
  it('writes the last 7 days’ entries with translated headers, categories and statuses', async () => {
    const written = await diaryCall(
      app,
      as('nurse'),
      'POST',
      `/guest/${guest.personalDataId}/entries`,
      {
        categories: ['sleep', 'behaviourMood'],
        text: 'Woke twice; calm; "water" asked',
        significance: 'significant',
      },
    );
    expect(written.statusCode, written.body).toBe(200);
    const response = await exportDiary(as('nurse'), 'it');
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Avvenuto il;Registrato il;Autore;Categorie;Rilevanza;Testo;Rapporto di caduta o incidente;Stato',
    );
    expect(lines[1]).toMatch(
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d;\d\d\/\d\d\/\d{4} \d\d:\d\d;Chiara Colombo;Sonno, Comportamento e umore;Rilevante;"Woke twice; calm; ""water"" asked";;Attiva$/,
    );
  });

  it('prints a fall’s record, labelled in the export’s language', async () => {
    const written = await diaryCall(
      app,
      as('nurse'),
      'POST',
      `/guest/${guest.personalDataId}/entries`,
      {
        categories: ['fallIncident'],
        text: 'Slipped in the garden.',
        fall: {
          place: 'Garden path',
          witnessed: true,
          injury: 'none',
          helpCalled: ['nurse'],
          footwear: 'suitable',
          walkingAid: 'used',
          lighting: 'good',
          medicationChange: 'unknown',
          familyInformed: false,
        },
      },
    );
    expect(written.statusCode, written.body).toBe(200);
    const response = await exportDiary(as('nurse'), 'de');
    const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines.find((line) => line.includes('Slipped in the garden.'))).toContain(
      'Wo es geschah: Garden path; Beobachtet: Ja; Verletzung: Keine; Hilfe gerufen: ' +
        'Pflegefachkraft; Schuhwerk: Geeignet; Gehhilfe: Benutzt; Beleuchtung: Gut; ' +
        'Kürzliche Änderung der Medikation: Nicht bekannt; Angehörige informiert: Nein',
    );
  });

  it('is refused to a role that does not read the diary', async () => {
    expect(outcome(await exportDiary(as('secretary'), 'en'))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
  });
});
