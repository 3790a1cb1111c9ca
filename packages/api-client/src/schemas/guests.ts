import { z } from 'zod';
import type { GuestStatus } from './auth';

/** The guest status codes with their word and meaning (spec 02 §4). */
export const GUEST_STATUSES = [
  { code: 'A', word: 'ADMITTED', meaning: 'actual/admitted' },
  { code: 'D', word: 'DISMISS', meaning: 'dismissed' },
  { code: 'W', word: 'WAITING', meaning: 'waiting' },
  { code: 'R', word: 'REJECTED', meaning: 'rejected' },
  { code: 'S', word: 'SUSPENDED', meaning: 'suspended' },
] as const satisfies readonly { code: GuestStatus; word: string; meaning: string }[];

/** Why a guest leaves (spec 02 §3), sent as `archiveCause` when dismissing. */
export const ARCHIVE_CAUSES = [
  'volontaryDismissal',
  'death',
  'domicileDismissal',
  'transferToAnotherStructure',
  'transferToSameStructure',
] as const;
/** An archive cause. */
export const archiveCauseSchema = z.enum(ARCHIVE_CAUSES);
/** An archive cause. */
export type ArchiveCause = z.infer<typeof archiveCauseSchema>;

/** The dismiss query: `?date=YYYY-MM-DD&archiveCause={cause}` (the cause only in one mode). */
export const dismissQuerySchema = z.object({
  date: z.iso.date(),
  archiveCause: archiveCauseSchema.optional(),
});
/** The dismiss query. */
export type DismissQuery = z.infer<typeof dismissQuerySchema>;

/** A date as `YYYY-MM-DD` in the device's own calendar (what the user picked), not in UTC. */
export function localIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('@care/api-client: invalid date');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** List tab filters (spec 02 §4): actual, archived, terminated. */
export const TAB_FILTERS = { ACTUAL: 'A', ARCHIVED: 'D', TERMINATED: 'T' } as const;

/** Period codes some lists use (spec 02 §4). */
export const PERIOD_CODES = { actual: 1, future: 2, past: 3, archived: 4 } as const;

/** Message directions (spec 02 §4): I sent, R received. */
export const MESSAGE_DIRECTIONS = { sent: 'I', received: 'R' } as const;
/** A message direction: `I` sent, `R` received. */
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[keyof typeof MESSAGE_DIRECTIONS];
