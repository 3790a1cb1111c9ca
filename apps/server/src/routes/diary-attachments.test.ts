import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diaryAttachments } from '../db/schema';
import { EXAMPLE_FILE } from '../diary/examples';
import { MAX_ATTACHMENT_BYTES } from '../http/router';
import { diaryCall, diaryWorldOfFile, outcome, writtenEntry } from '../test-support/diary';

const env = diaryWorldOfFile(['admin', 'nurse', 'doctor', 'assistance', 'secretary', 'guest']);

const call = (name: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  diaryCall(env.app, env.as(name), method, url, body);
const written = () =>
  writtenEntry(env.app, env.as('nurse'), env.guest.personalDataId, 'Fell in the bathroom.');
const upload = (name: string, entryId: number, file: object = EXAMPLE_FILE) =>
  call(name, 'POST', `/entry/${entryId}/attachments`, file);
const fileOf = (name: string, bytes: Buffer) => ({
  name,
  size: bytes.length,
  data: bytes.toString('base64'),
});
const storedFor = async (entryId: number) =>
  env.world.database.handle.db
    .select({ id: diaryAttachments.id })
    .from(diaryAttachments)
    .where(eq(diaryAttachments.entryId, entryId));

describe('attaching files to diary entries', () => {
  it('attaches a photo to an entry, lists it with the entry and downloads it as it was', async () => {
    const entryId = await written();
    const attached = await upload('nurse', entryId);
    expect(attached.statusCode, attached.body).toBe(200);
    const attachment = attached.json().data;
    expect(attachment).toMatchObject({
      entryId,
      name: 'wound.png',
      mimeType: 'image/png',
      size: EXAMPLE_FILE.size,
      archivedAt: null,
      archivedBy: null,
    });
    expect(attachment.attachedBy.name).not.toBe('');

    const page = await call('doctor', 'GET', `/guest/${env.guest.personalDataId}/entries`);
    const listed = page.json().data.items.find((entry: { id: number }) => entry.id === entryId);
    expect(listed.attachments).toEqual([attachment]);

    const file = await call('doctor', 'GET', `/attachment/${attachment.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('filename="wound.png"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(Buffer.from(EXAMPLE_FILE.data, 'base64'))).toBe(true);
  });

  it('lets who writes the diary attach, who reads the entry download, and nobody else', async () => {
    const entryId = await written();
    expect((await upload('doctor', entryId)).statusCode).toBe(200);
    const [stored] = await storedFor(entryId);
    const id = stored?.id ?? 0;
    // The assistance account reads the diary of another floor; the secretary has no diary; the
    // demo guest reads only their own diary.
    for (const name of ['assistance', 'secretary', 'guest']) {
      expect(outcome(await upload(name, entryId, fileOf('x.txt', Buffer.from('x')))), name).toEqual(
        { status: 403, errorCode: 'E013' },
      );
      expect(outcome(await call(name, 'GET', `/attachment/${id}`)), name).toEqual({
        status: 403,
        errorCode: 'E013',
      });
      expect(outcome(await call(name, 'GET', `/entry/${entryId}/attachments`)), name).toEqual({
        status: 403,
        errorCode: 'E013',
      });
      expect(outcome(await call(name, 'PUT', `/attachment/${id}/archive`)), name).toEqual({
        status: 403,
        errorCode: 'E013',
      });
    }
    expect(await storedFor(entryId)).toHaveLength(1);
    expect(outcome(await call('nurse', 'GET', '/attachment/2000000000'))).toEqual({
      status: 403,
      errorCode: 'E013',
    });
  });

  it('refuses an oversized file, a type it does not accept and an odd name, saving nothing', async () => {
    const entryId = await written();
    const refusals: [object, string][] = [
      [{ name: 'big.pdf', size: MAX_ATTACHMENT_BYTES + 1, data: 'QQ==' }, '413 E015'],
      [fileOf('setup.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary')), '415 E032'],
      [fileOf('page.txt', Buffer.from('<!DOCTYPE html><script>alert(1)</script>')), '415 E032'],
      [fileOf('../../etc/wound.png', Buffer.from(EXAMPLE_FILE.data, 'base64')), '400 E016'],
      [{ ...EXAMPLE_FILE, size: EXAMPLE_FILE.size + 1 }, '400 E016'],
    ];
    for (const [file, expected] of refusals) {
      const { status, errorCode } = outcome(await upload('nurse', entryId, file));
      expect(`${status} ${errorCode}`, JSON.stringify(file).slice(0, 80)).toBe(expected);
    }
    expect(await storedFor(entryId)).toEqual([]);
  });

  it('answers a retried upload with the stored file and refuses another file of that name', async () => {
    const entryId = await written();
    const firstCall = await upload('nurse', entryId);
    expect(firstCall.statusCode, firstCall.body).toBe(200);
    const first = firstCall.json().data;
    const again = await upload('nurse', entryId, { ...EXAMPLE_FILE, name: 'WOUND.png' });
    expect(again.json().data.id).toBe(first.id);
    const other = fileOf('wound.png', Buffer.from('A note about the wound.'));
    expect(outcome(await upload('nurse', entryId, other))).toEqual({
      status: 409,
      errorCode: 'E019',
    });
    expect(await storedFor(entryId)).toHaveLength(1);
  });

  it('archives with who and when, keeps the file readable and frees its name', async () => {
    const entryId = await written();
    const { id } = (await upload('nurse', entryId)).json().data;
    const archived = await call('doctor', 'PUT', `/attachment/${id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    const { archivedAt, archivedBy } = archived.json().data;
    expect(archivedAt).not.toBeNull();
    expect(archivedBy.name).not.toBe('');
    const again = await call('nurse', 'PUT', `/attachment/${id}/archive`);
    expect(again.json().data).toMatchObject({ archivedAt, archivedBy });
    expect((await call('doctor', 'GET', `/attachment/${id}`)).statusCode).toBe(200);
    expect((await upload('nurse', entryId)).json().data.id).not.toBe(id);
    const listed = (await call('nurse', 'GET', `/entry/${entryId}/attachments`)).json().data;
    expect(listed.map((a: { archivedAt: string | null }) => a.archivedAt !== null)).toEqual([
      true,
      false,
    ]);
  });

  it('refuses to attach to an entry entered in error', async () => {
    const entryId = await written();
    await call('nurse', 'PUT', `/entry/${entryId}/entered-in-error`, { reason: 'Wrong guest' });
    expect(outcome(await upload('nurse', entryId))).toEqual({ status: 409, errorCode: 'E034' });
  });
});
