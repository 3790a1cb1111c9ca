/**
 * The page-to-render choice of the profile entry view
 * (docs/behaviour/people-and-guests.md#profile-page).
 */
export type PageToRender = 'profilePage' | 'paymentsPage';

/**
 * Whether Care offers payments. It does not: no payment provider, no payments API, no role with
 * the payments module. So the profile entry always renders the profile page; the choice stays in
 * one place for the day payments arrive (a payments page then joins `ProfileEntryPage`).
 */
export const PAYMENTS_ENABLED = false;

/** The page the profile entry view renders: payments only where payments are enabled. */
export function pageToRender(paymentsEnabled: boolean = PAYMENTS_ENABLED): PageToRender {
  return paymentsEnabled ? 'paymentsPage' : 'profilePage';
}
