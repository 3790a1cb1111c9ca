import type { MeasureType, ReadingCreate, RoundCreate, VitalSignsCreate } from '@care/api-client';
import type { TFunction } from 'i18next';
import type { OutboxInput } from '../../../shared/outbox/outbox-types';
import { formatValue } from '../format-value';
import { VITAL_PARTS } from '../vital-signs';
import { measurementKeys } from './measurement.queries';

type Result = { outcome: string; value?: Record<string, unknown> };

/** One result's value in words: "120/80 mmHg", "Refused by the guest". */
function valueText(t: TFunction, type: MeasureType, result: Result): string {
  if (result.outcome !== 'measured' || !result.value)
    return t(`measurement.outcomes.${result.outcome}`);
  const value = result.value;
  // A glycaemia is sent in the unit it was typed in.
  if (type === 'glycemia') return `${String(value['value'])} ${String(value['unit'])}`;
  return formatValue(t, type, value);
}

/** One result in words: "Blood pressure: 120/80 mmHg", "Temperature: Refused by the guest". */
function resultText(t: TFunction, type: MeasureType, result: Result): string {
  return `${t(`measurement.types.${type}`)}: ${valueText(t, type, result)}`;
}

/** Every body a measurement create sends carries the time it was taken on this device. */
export function stamped<Body extends { measuredAt?: string | undefined }>(body: Body): Body {
  return { ...body, measuredAt: body.measuredAt ?? new Date().toISOString() };
}

const base = (personalDataId: number, idempotencyKey: string, guestName: string) => ({
  idempotencyKey,
  guestId: personalDataId,
  guestName,
  chartTab: 'measurements' as const,
  invalidate: [measurementKeys.all],
});

/**
 * A reading as the outbox keeps it (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi),
 * with its value in words for the list.
 */
export function readingOutboxInput(
  t: TFunction,
  personalDataId: number,
  body: ReadingCreate,
  idempotencyKey: string,
  guestName: string,
): OutboxInput {
  return {
    ...base(personalDataId, idempotencyKey, guestName),
    kind: 'measurementReading',
    request: { endpoint: 'measurement.create', personalDataId, body },
    text: resultText(t, body.type, body as Parameters<typeof resultText>[2]),
  };
}

/** A vital-signs round as the outbox keeps it, its parts in words. */
export function vitalsOutboxInput(
  t: TFunction,
  personalDataId: number,
  body: VitalSignsCreate,
  idempotencyKey: string,
  guestName: string,
): OutboxInput {
  const parts = VITAL_PARTS.flatMap((part) => {
    const result = body[part];
    return result ? [resultText(t, part, result as Parameters<typeof resultText>[2])] : [];
  });
  return {
    ...base(personalDataId, idempotencyKey, guestName),
    kind: 'vitalSigns',
    request: { endpoint: 'measurement.vitalSigns', personalDataId, body },
    text: parts.join('; '),
  };
}

/** The group a round is taken in, and its guests' names (by personalDataId) for the list. */
export interface RoundGroup {
  id: number;
  name: string;
  guestNames: ReadonlyMap<number, string>;
}

/**
 * A group round as the outbox keeps it: ONE item, one key, one request (all or none), named by
 * its group; its text "Blood pressure, 2 guests: Anna Rossi 120/80 mmHg; …" is shown and copied.
 */
export function roundOutboxInput(
  t: TFunction,
  body: RoundCreate,
  idempotencyKey: string,
  group: RoundGroup,
): OutboxInput {
  const [first] = body.entries;
  const values = body.entries.map((entry) => {
    const guest = group.guestNames.get(entry.personalDataId) ?? `#${entry.personalDataId}`;
    return `${guest} ${valueText(t, entry.type, entry as Result)}`;
  });
  const type = first ? t(`measurement.types.${first.type}`) : '';
  return {
    kind: 'measurementRound',
    request: { endpoint: 'measurement.round', body },
    idempotencyKey,
    groupId: group.id,
    groupName: group.name,
    text: t('measurement.all.outboxText', {
      type,
      count: body.entries.length,
      values: values.join('; '),
    }),
    invalidate: [measurementKeys.all],
  };
}
