import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountGroups, customerGroups, exportAudit, personalData } from '../db/schema';
import { EXAMPLE_FILE } from '../diary/examples';
import { diaryCall, diaryWorldOfFile, outcome } from '../test-support/diary';

const env = diaryWorldOfFile(['nurse', 'secretary']);

function exportDiary(token: string, lang: string) {
  return env.app.inject({
    url: `/api/exports/DIARY?guestId=${env.guest.personalDataId}&format=csv&lang=${lang}`,
    headers: { authorization: `Bearer ${token}`, 'x-time-zone': 'UTC' },
  });
}

describe('the diary export', () => {
  it('writes the last 7 days’ entries with translated headers, categories, statuses and files', async () => {
    const written = await diaryCall(
      env.app,
      env.as('nurse'),
      'POST',
      `/guest/${env.guest.personalDataId}/entries`,
      {
        categories: ['sleep', 'behaviourMood'],
        text: 'Woke twice; calm; "water" asked',
        significance: 'significant',
      },
    );
    expect(written.statusCode, written.body).toBe(200);
    const entryId = written.json<{ data: { id: number } }>().data.id;
    const attachment = `/entry/${entryId}/attachments`;
    expect(
      (await diaryCall(env.app, env.as('nurse'), 'POST', attachment, EXAMPLE_FILE)).statusCode,
    ).toBe(200);
    const response = await exportDiary(env.as('nurse'), 'it');
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Avvenuto il;Registrato il;Autore;Categorie;Rilevanza;Testo;Rapporto di caduta o incidente;Allegati;Stato',
    );
    expect(lines[1]).toMatch(
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d;\d\d\/\d\d\/\d{4} \d\d:\d\d;Chiara Colombo;Sonno, Comportamento e umore;Rilevante;"Woke twice; calm; ""water"" asked";;wound.png;Attiva$/,
    );
  });

  it('prints a fall’s record, labelled in the export’s language', async () => {
    const written = await diaryCall(
      env.app,
      env.as('nurse'),
      'POST',
      `/guest/${env.guest.personalDataId}/entries`,
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
    const response = await exportDiary(env.as('nurse'), 'de');
    const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines.find((line) => line.includes('Slipped in the garden.'))).toContain(
      'Wo es geschah: Garden path; Beobachtet: Ja; Verletzung: Keine; Hilfe gerufen: ' +
        'Pflegefachkraft; Schuhwerk: Geeignet; Gehhilfe: Benutzt; Beleuchtung: Gut; ' +
        'Kürzliche Änderung der Medikation: Nicht bekannt; Angehörige informiert: Nein',
    );
  });

  it('is refused to a role that does not read the diary', async () => {
    expect(outcome(await exportDiary(env.as('secretary'), 'en'))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
  });

  it('exports a group’s guests one after the other, with a line per guest in the audit log', async () => {
    const db = env.world.database.handle.db;
    const [membership] = await db
      .select({ groupId: accountGroups.groupId })
      .from(accountGroups)
      .where(eq(accountGroups.accountId, env.guest.accountId));
    const [person] = await db
      .select({ name: personalData.name, surname: personalData.surname })
      .from(personalData)
      .where(eq(personalData.id, env.guest.personalDataId));
    const written = await diaryCall(
      env.app,
      env.as('nurse'),
      'POST',
      `/guest/${env.guest.personalDataId}/entries`,
      {
        categories: ['nutrition'],
        text: 'Ate the whole lunch.',
        significance: 'routine',
      },
    );
    expect(written.statusCode, written.body).toBe(200);
    const groupExport = (type: string, groupId: number, token = env.as('nurse')) =>
      env.app.inject({
        url: `/api/exports/${type}/group?groupId=${groupId}&format=csv&lang=en`,
        headers: { authorization: `Bearer ${token}`, 'x-time-zone': 'UTC' },
      });

    const response = await groupExport('DIARY', membership?.groupId ?? 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('DIARY_');
    const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Guest,Occurred at,/);
    const mine = lines.filter((line) => line.startsWith(`${person?.surname} ${person?.name},`));
    expect(mine.some((line) => line.includes('Ate the whole lunch.'))).toBe(true);
    const audit = await db
      .select({ guest: exportAudit.guestAccountId, rows: exportAudit.rowCount })
      .from(exportAudit)
      .where(eq(exportAudit.type, 'DIARY'));
    expect(audit).toContainEqual({ guest: env.guest.accountId, rows: mine.length });

    const pdf = await env.app.inject({
      url: `/api/exports/DIARY/group?groupId=${membership?.groupId}&format=pdf&lang=de`,
      headers: { authorization: `Bearer ${env.as('nurse')}` },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(outcome(await groupExport('STATUS_HISTORY', membership?.groupId ?? 0))).toEqual({
      status: 400,
      errorCode: 'E016',
    });
    const [other] = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(ne(customerGroups.id, membership?.groupId ?? 0));
    expect(outcome(await groupExport('DIARY', other?.id ?? 0))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
  });
});
