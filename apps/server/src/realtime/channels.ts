/**
 * Notification channels. A channel is one user's: `account-<customerAccountId>` (the id of
 * `customer_accounts`, `personalDataDto.customerAccountId` in `myInfo`), the spelling the web app
 * uses with `createNotificationSocket({ channelId: `account-${customerAccountId}` })`. A session
 * may join only its own account's channel.
 */

/** The prefix of a user's channel. */
export const ACCOUNT_CHANNEL_PREFIX = 'account-';

const ACCOUNT_CHANNEL = /^account-([1-9][0-9]{0,14})$/;

/** The channel of the account `accountId`. */
export function accountChannel(accountId: number): string {
  if (!Number.isSafeInteger(accountId) || accountId <= 0) {
    throw new TypeError(`not an account id: ${String(accountId)}`);
  }
  return `${ACCOUNT_CHANNEL_PREFIX}${accountId}`;
}

/** The account a channel belongs to, or null when `channel` is not a channel of this hub. */
export function accountOfChannel(channel: string): number | null {
  const match = ACCOUNT_CHANNEL.exec(channel);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}
