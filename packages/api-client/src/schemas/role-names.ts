// The role identifiers without zod: the web app's first-load code (navigation, guards) imports
// the role groups, and must not pull zod into the start-up bundle with them.

/** Role identifiers (docs/behaviour/README.md#roles-and-permissions). */
export const ROLES = [
  'RA_ADMIN',
  'RA_OSS',
  'RA_DOCTOR',
  'RA_SECRETARY',
  'RA_NURSE',
  'RA_GUEST_ASSISTANCE',
  'RA_GUEST',
] as const;
/** A role identifier. */
export type Role = (typeof ROLES)[number];
