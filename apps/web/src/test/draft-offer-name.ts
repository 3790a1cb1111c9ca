// The accessible name of a form's offer of its draft, for the unit tests and the end-to-end specs.

/**
 * "Restore what you typed at 23:59?", with the date in front when the draft is of another day (a
 * test that types before midnight and reloads after it).
 */
export const DRAFT_OFFER_NAME = /^Restore what you typed at (\d{2}\/\d{2}\/\d{4} )?\d{2}:\d{2}\?$/;
