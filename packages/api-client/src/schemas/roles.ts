import { ROLES, type Role } from './role-names';

/**
 * The role hierarchy: who may act on whose account. An account action (block, restore, generate
 * or reset credentials, reset-password mail, credential invitation) or a write of another
 * person's data needs a caller whose role outranks or equals the target's. Higher is stronger:
 *
 * - `RA_ADMIN` (3) is over everyone, other administrators included;
 * - `RA_SECRETARY` (2) is over every staff role below the administrator (secretaries included)
 *   and over guests, never over an administrator;
 * - the care staff (1: OSS, doctor, nurse, guest assistance) and the guest (0) rank below.
 *
 * The rank only bounds who may be touched: which roles may act on others at all is each route's
 * own rule. Nobody acts on their own account through these routes (the own-profile routes are for
 * that).
 */
export const ROLE_RANK: Readonly<Record<Role, number>> = {
  RA_ADMIN: 3,
  RA_SECRETARY: 2,
  RA_OSS: 1,
  RA_DOCTOR: 1,
  RA_NURSE: 1,
  RA_GUEST_ASSISTANCE: 1,
  RA_GUEST: 0,
};

/** The roles from the strongest to the weakest (equal ranks in the contract's role order). */
export const ROLE_ORDER: readonly Role[] = [...ROLES].sort((a, b) => ROLE_RANK[b] - ROLE_RANK[a]);

/** True when a caller of role `caller` may act on an account of role `target`. */
export function outranksOrEquals(caller: Role, target: Role): boolean {
  return ROLE_RANK[caller] >= ROLE_RANK[target];
}

/**
 * The strongest of an account's roles: what protects it (an account that is a guest and an
 * administrator is as hard to touch as an administrator). Undefined for no role.
 */
export function strongestRole(roles: readonly Role[]): Role | undefined {
  return ROLE_ORDER.find((role) => roles.includes(role));
}
