// The outbox's shapes (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi).
// No Dexie here: the shell and the forms import these types without loading the store.
import type { DiaryCreate, ReadingCreate, RoundCreate, VitalSignsCreate } from '@care/api-client';

/** A create the outbox can send again through the API client: the endpoint, its ids and body. */
export type OutboxRequest =
  | { endpoint: 'diary.create'; personalDataId: number; body: DiaryCreate }
  | { endpoint: 'measurement.create'; personalDataId: number; body: ReadingCreate }
  | { endpoint: 'measurement.vitalSigns'; personalDataId: number; body: VitalSignsCreate }
  | { endpoint: 'measurement.round'; body: RoundCreate };

/** Which record an item writes: the list names it by `outbox.kinds.<kind>`. */
export type OutboxKind = 'diaryEntry' | 'measurementReading' | 'vitalSigns' | 'measurementRound';

/** The guest chart's tab that shows the record. */
export type OutboxChartTab = 'diary' | 'measurements';

/** A record of one guest: the list names the guest and links to their chart's tab. */
export interface OutboxGuestSubject {
  guestId: number;
  /** The guest's name for the list; empty when the chart had not loaded it. */
  guestName: string;
  chartTab: OutboxChartTab;
}

/** A record of a group (a round): the list names the group and links to the group screen. */
export interface OutboxGroupSubject {
  groupId: number;
  groupName: string;
}

/** A file that waits with its record (a new diary entry's), without its bytes. */
export interface OutboxFile {
  name: string;
  size: number;
  /** The upload's key, made when the file was queued: a retry never stores it twice. */
  idempotencyKey: string;
}

/** A file to enqueue: its bytes are stored apart from the item, encrypted. */
export interface OutboxFileInput extends OutboxFile {
  blob: Blob;
}

/** What every item holds, whatever its subject. */
interface OutboxRecord {
  kind: OutboxKind;
  request: OutboxRequest;
  /** The create's key: made once, sent with every attempt (online first try included). */
  idempotencyKey: string;
  /** What was written, in words (the entry's text, "Blood pressure: 120/80 mmHg"): shown and copied. */
  text: string;
  /** The query keys to read again once the record is on the server. */
  invalidate: readonly (readonly unknown[])[];
}

/** Whom a record is about. */
export type OutboxSubject = OutboxGuestSubject | OutboxGroupSubject;

/** What the caller gives to enqueue a record (a guest's or a group's). */
export type OutboxInput = OutboxRecord &
  OutboxSubject & {
    /** Files sent after the record is created (a new diary entry's), in this order. */
    files?: readonly OutboxFileInput[];
  };

/** Why the server refused an item: its error code and HTTP status, and the file it refused. */
export interface OutboxRefusal {
  code: string;
  status: number;
  /** The name of the file refused after the record itself was saved. */
  file?: string;
}

/**
 * How far an item of several requests got (a diary entry with files), remembered after each
 * step so a retry never makes the entry or a file twice.
 */
export interface OutboxProgress {
  /** The record the first request created. */
  recordId?: number;
  /** How many of the files the server has, in their order. */
  filesSent?: number;
}

/** What an item holds besides its place and state: the input (files without bytes) and progress. */
export type OutboxContent = OutboxRecord &
  OutboxSubject & {
    files?: readonly OutboxFile[];
    progress?: OutboxProgress;
    refusal?: OutboxRefusal;
  };

/** A waiting or refused item, as the device holds it. */
export type OutboxItem = OutboxContent & {
  /** The order of enqueueing (per device): items are sent in it. */
  seq: number;
  /** When it was written (ms since the epoch). */
  createdAt: number;
  state: 'waiting' | 'needsAttention';
};

/** A record of a group, not of one guest. */
export function isGroupRecord(item: OutboxSubject): item is OutboxGroupSubject {
  return 'groupId' in item;
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
