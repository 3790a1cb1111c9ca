import type { DiaryFall, DiarySignificance } from '@care/api-client/schemas';
import { randomFrom } from './seed-people';
import {
  CRITICAL,
  FALL,
  FALL_RECORD,
  ROUTINE,
  SIGNIFICANT,
  significanceOf,
  type NoteKind,
} from './seed-diary-texts';

/**
 * The plan of the demo diary (src/db/seed-diary.ts): for every admitted guest, 2 to 4 entries a
 * day over the last 30 days by the staff of the guest's floor, mostly routine, some significant,
 * a few critical, and one fall. Drawn from a fixed pseudo-random sequence.
 */

/** An admitted guest: the account, the first name and the groups. */
export interface SeedGuest {
  accountId: number;
  name: string;
  groups: number[];
}

/** A member of staff who writes in the demo diary. */
export interface SeedAuthor {
  accountId: number;
  role: string;
  groups: number[];
}

/** A planned entry. */
export interface PlannedEntry {
  guestAccountId: number;
  authorId: number;
  authorRole: string;
  occurredAt: Date;
  recordedAt: Date;
  categories: string[];
  text: string;
  significance: DiarySignificance;
  handover: boolean;
  /** The fall's record (the one fall), else none. */
  fall?: DiaryFall;
}

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The hours (UTC) notes are written at: the morning, afternoon, evening and night shifts. */
const SLOTS = [7, 10, 14, 17, 21, 2];
const KINDS: Record<DiarySignificance, readonly NoteKind[]> = {
  routine: ROUTINE,
  significant: SIGNIFICANT,
  critical: CRITICAL,
};

/** The demo diary's entries, oldest day first, none recorded after `now`. */
export function planDiary(
  guests: readonly SeedGuest[],
  authors: readonly SeedAuthor[],
  now: Date,
): PlannedEntry[] {
  const random = randomFrom(20_261_128);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const entries: PlannedEntry[] = [];
  for (const [index, guest] of guests.entries()) {
    const staff = authors.filter((a) => a.groups.some((g) => guest.groups.includes(g)));
    const writers = staff.length > 0 ? staff : authors;
    for (let day = 29; day >= 0; day -= 1) {
      const slots = [...SLOTS].sort(() => random.next() - 0.5).slice(0, random.int(2, 4));
      for (const hour of slots.sort((a, b) => a - b)) {
        const occurredAt = new Date(
          today - day * DAY + hour * 60 * MINUTE + random.int(0, 50) * MINUTE,
        );
        const recordedAt = new Date(occurredAt.getTime() + random.int(5, 45) * MINUTE);
        const significance = significanceOf(random.next());
        const kind = random.pick(KINDS[significance]);
        const author = random.pick(writers);
        if (recordedAt > now) continue;
        entries.push({
          guestAccountId: guest.accountId,
          authorId: author.accountId,
          authorRole: author.role,
          occurredAt,
          recordedAt,
          categories: [...kind.categories],
          text: random.pick(kind.texts).replaceAll('{name}', guest.name),
          significance,
          handover: significance !== 'routine' || random.next() < 0.1,
        });
      }
    }
    if (index === 0) entries.push(fixed(guest, writers[0], today - 3 * DAY, FALL));
    if (index === 1)
      entries.push(fixed(guest, writers[0], now.getTime() - 5 * 60 * MINUTE, CRITICAL[0]));
  }
  return entries;
}

/** A fixed critical entry: the fall three days ago, a recent alert waiting for acknowledgement. */
function fixed(
  guest: SeedGuest,
  author: SeedAuthor | undefined,
  at: number,
  kind: NoteKind | undefined,
) {
  const fall = kind === FALL;
  return {
    guestAccountId: guest.accountId,
    authorId: author?.accountId ?? 0,
    authorRole: author?.role ?? 'RA_NURSE',
    occurredAt: new Date(fall ? at + (5 * 60 + 40) * MINUTE : at),
    recordedAt: new Date((fall ? at + (5 * 60 + 55) * MINUTE : at) + 10 * MINUTE),
    categories: [...(kind?.categories ?? ['health'])],
    text: kind?.texts[0] ?? '',
    significance: 'critical' as const,
    handover: true,
    ...(fall ? { fall: FALL_RECORD } : {}),
  };
}
