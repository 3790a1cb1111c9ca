import { describe, expect, it } from 'vitest';
import { diaryOutboxInput } from './diary-outbox';

const body = { categories: ['health'], text: 'Fell', significance: 'routine', handover: false };

describe('a new diary entry in the outbox', () => {
  it('takes the files picked with it, each with a key of its own made when queued', () => {
    const photo = new File(['png'], 'wound.png', { type: 'image/png' });
    const letter = new File(['pdf!'], 'letter.pdf', { type: 'application/pdf' });
    const input = diaryOutboxInput(12, body as never, 'entry-key', 'Anna Rossi', [photo, letter]);
    expect(input.files?.map(({ name, size, blob }) => ({ name, size, blob }))).toEqual([
      { name: 'wound.png', size: 3, blob: photo },
      { name: 'letter.pdf', size: 4, blob: letter },
    ]);
    const keys = input.files?.map((file) => file.idempotencyKey) ?? [];
    expect(new Set([...keys, 'entry-key']).size).toBe(3);
    expect(input).toMatchObject({ kind: 'diaryEntry', guestId: 12, chartTab: 'diary' });
  });

  it('without files holds none', () => {
    expect(diaryOutboxInput(12, body as never, 'entry-key', 'Anna Rossi')).not.toHaveProperty(
      'files',
    );
  });
});
