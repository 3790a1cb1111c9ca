import { describe, expect, it } from 'vitest';
import { entryFields, localDateTime } from './entry-fields';

const when = (fields: ReturnType<typeof entryFields>) =>
  fields.find((field) => field.fieldName === 'occurredAt');

describe('entryFields: when it happened', () => {
  const openedAt = new Date(2026, 10, 29, 10, 0);

  it('offers the time the form was opened, up to 72 hours back and up to now', () => {
    const field = when(entryFields('create', [], { now: openedAt, openedAt }));
    expect(field).toMatchObject({
      value: '2026-11-29T10:00',
      min: '2026-11-26T10:00',
      max: '2026-11-29T10:00',
    });
  });

  it('moves only the limits as the clock moves, so a later time chosen while writing is allowed', () => {
    const later = new Date(2026, 10, 29, 10, 25);
    const field = when(entryFields('create', [], { now: later, openedAt }));
    expect(field?.value).toBe('2026-11-29T10:00');
    expect(field?.max).toBe(localDateTime(later));
    expect(field?.min).toBe('2026-11-26T10:25');
  });

  it('asks no time for a correction', () => {
    expect(when(entryFields('correct', [], { now: openedAt }))).toBeUndefined();
  });
});
