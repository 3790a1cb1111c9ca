// The outbox's shapes (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi).
// No Dexie here: the shell and the forms import these types without loading the store.
import type { DiaryCreate, ReadingCreate, VitalSignsCreate } from '@care/api-client';

/** A create the outbox can send again through the API client: the endpoint, its ids and body. */
export type OutboxRequest =
  | { endpoint: 'diary.create'; personalDataId: number; body: DiaryCreate }
  | { endpoint: 'measurement.create'; personalDataId: number; body: ReadingCreate }
  | { endpoint: 'measurement.vitalSigns'; personalDataId: number; body: VitalSignsCreate };

/** Which record an item writes: the list names it by `outbox.kinds.<kind>`. */
export type OutboxKind = 'diaryEntry' | 'measurementReading' | 'vitalSigns';

/** The guest chart's tab that shows the record. */
export type OutboxChartTab = 'diary' | 'measurements';

/** What the caller gives to enqueue a record. */
export interface OutboxInput {
  kind: OutboxKind;
  request: OutboxRequest;
  /** The create's key: made once, sent with every attempt (online first try included). */
  idempotencyKey: string;
  guestId: number;
  /** The guest's name for the list; empty when the chart had not loaded it. */
  guestName: string;
  /** What was written, in words (the entry's text, "Blood pressure: 120/80 mmHg"): shown and copied. */
  text: string;
  chartTab: OutboxChartTab;
  /** The query keys to read again once the record is on the server. */
  invalidate: readonly (readonly unknown[])[];
}

/** Why the server refused an item: its error code and HTTP status. */
export interface OutboxRefusal {
  code: string;
  status: number;
}

/** A waiting or refused item, as the device holds it. */
export interface OutboxItem extends OutboxInput {
  /** The order of enqueueing (per device): items are sent in it. */
  seq: number;
  /** When it was written (ms since the epoch). */
  createdAt: number;
  state: 'waiting' | 'needsAttention';
  refusal?: OutboxRefusal;
}

/** Why a drain stopped. */
export type DrainOutcome =
  /** Nothing waits any more (refused items aside). */
  | 'empty'
  /** The server could not be reached (or failed, or is busy): try again when it answers. */
  | 'unreachable'
  /** The session ended: everything is kept for the next sign-in. */
  | 'sessionEnded';

/** What the header and the list show. */
export interface OutboxSnapshot {
  waiting: readonly OutboxItem[];
  needsAttention: readonly OutboxItem[];
}

export const EMPTY_OUTBOX: OutboxSnapshot = { waiting: [], needsAttention: [] };
