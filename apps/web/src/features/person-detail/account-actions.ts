import type { AccountAction, PersonalData } from '@care/api-client';

/**
 * The account actions the detail page offers (docs/behaviour/people-and-guests.md#account-actions):
 * status A with credentials → block; status D with credentials → restore; no credentials → generate
 * them; credentials present → reset credentials and reset password.
 */
export function availableAccountActions(
  person: Pick<PersonalData, 'status' | 'credentialGenerated'>,
): AccountAction[] {
  if (!person.credentialGenerated) return ['generate-subscription'];
  const actions: AccountAction[] = [];
  if (person.status === 'A') actions.push('delete-subscription');
  if (person.status === 'D') actions.push('restore-subscription');
  actions.push('reset-subscription', 'reset-password');
  return actions;
}

/** The i18n name of an action: `delete-subscription` → `deleteSubscription`. */
export function accountActionKey(action: AccountAction): string {
  return action.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}
