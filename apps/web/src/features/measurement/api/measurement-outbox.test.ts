import { createI18n } from '@care/i18n';
import { describe, expect, it } from 'vitest';
import { isGroupRecord } from '../../../shared/outbox/outbox-types';
import { measurementKeys } from './measurement.queries';
import { roundOutboxInput } from './measurement-outbox';

const group = {
  id: 4,
  name: 'Floor 1',
  guestNames: new Map([
    [21, 'Anna Rossi'],
    [22, 'Bruno Neri'],
  ]),
};

const body = {
  measuredAt: '2026-11-29T08:00:00.000Z',
  entries: [
    {
      personalDataId: 21,
      type: 'pressure' as const,
      outcome: 'measured' as const,
      value: { systolic: 130, diastolic: 80 },
    },
    { personalDataId: 22, type: 'pressure' as const, outcome: 'refused' as const },
  ],
};

async function i18nIn(language: 'en' | 'it') {
  const i18n = createI18n({ language, storage: null });
  await i18n.loadNamespaces(['measurement', 'outbox']);
  return i18n;
}

describe('a group round in the outbox', () => {
  it('is one item of the group, one key and one request, its values in words', async () => {
    const { t } = await i18nIn('en');
    const input = roundOutboxInput(t, body, 'round-key-1', group);
    expect(input).toMatchObject({
      kind: 'measurementRound',
      request: { endpoint: 'measurement.round', body },
      idempotencyKey: 'round-key-1',
      groupId: 4,
      groupName: 'Floor 1',
      invalidate: [measurementKeys.all],
    });
    expect(isGroupRecord(input)).toBe(true);
    expect(input.text).toBe(
      'Blood pressure, 2 guests: Anna Rossi 130/80 mmHg; Bruno Neri Refused by the guest',
    );
  });

  it('speaks the nurse’s language', async () => {
    const { t } = await i18nIn('it');
    const input = roundOutboxInput(t, { entries: body.entries.slice(0, 1) }, 'k-2', group);
    expect(input.text).toMatch(/^Pressione arteriosa, 1 ospite: Anna Rossi 130\/80 mmHg$/);
  });
});
