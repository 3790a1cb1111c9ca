import {
  GUEST_STATUSES,
  PRODUCT_API,
  type GuestStatus,
  type GuestStatusChangeKind,
} from '@care/api-client';

/**
 * A status change a row offers, as the server allows it (apps/server people/guests.ts):
 * `dismiss` from A or S archives (D) with a cause; `dismiss` from W rejects (R) without one;
 * `suspend` from A; `actual` (re-)admits from S, W, D or R.
 */
export interface StatusChange {
  kind: GuestStatusChangeKind;
  /** The i18n key below `guests.change.`: dismiss, reject, suspend, readmit, admit. */
  action: 'dismiss' | 'reject' | 'suspend' | 'readmit' | 'admit';
  /** Where the guest goes. */
  to: GuestStatus;
  /** The dismiss mode that asks for the archive cause. */
  causeRequired: boolean;
  /**
   * The word to type before the change is sent (the dismiss dialog): the status word of
   * where the guest goes (docs/behaviour/people-and-guests.md#status-changes), untranslated like
   * the codes; null: a plain confirmation.
   */
  word: string | null;
}

const wordOf = (status: GuestStatus) =>
  GUEST_STATUSES.find((entry) => entry.code === status)?.word ?? status;

const DISMISS: StatusChange = {
  kind: 'dismiss',
  action: 'dismiss',
  to: 'D',
  causeRequired: true,
  word: wordOf('D'),
};
const REJECT: StatusChange = {
  kind: 'dismiss',
  action: 'reject',
  to: 'R',
  causeRequired: false,
  word: wordOf('R'),
};
const SUSPEND: StatusChange = {
  kind: 'suspend',
  action: 'suspend',
  to: 'S',
  causeRequired: false,
  word: null,
};
const READMIT: StatusChange = {
  kind: 'actual',
  action: 'readmit',
  to: 'A',
  causeRequired: false,
  word: null,
};
const ADMIT: StatusChange = { ...READMIT, action: 'admit' };

/** The changes a guest in `status` can go through, in the order the row shows them. */
export function statusChangesFor(status: GuestStatus): readonly StatusChange[] {
  switch (status) {
    case 'A':
      return [DISMISS, SUSPEND];
    case 'S':
      return [READMIT, DISMISS];
    case 'W':
      return [ADMIT, REJECT];
    case 'D':
      return [READMIT];
    case 'R':
      return [ADMIT];
  }
}

/** The path of a change, relative to the API base (`care/api/v1/guest/{kind}/{id}`). */
export function statusChangePath(kind: GuestStatusChangeKind, personalDataId: number): string {
  return PRODUCT_API.guest[kind](personalDataId);
}

/** True when `birthDate` (`YYYY-MM-DD`) falls on `today`'s month and day (29 February: on the 28th in other years). */
export function isBirthdayToday(birthDate: string | null, today: Date): boolean {
  const match = birthDate ? /^\d{4}-(\d{2})-(\d{2})$/.exec(birthDate) : null;
  if (!match) return false;
  const month = Number(match[1]);
  let day = Number(match[2]);
  const year = today.getFullYear();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 2 && day === 29 && !leap) day = 28;
  return today.getMonth() + 1 === month && today.getDate() === day;
}
