import { ROLES, type Role } from './role-names';

/*
 * The named groups of roles that the rules of Care speak of, defined once here so that the server,
 * its authorization matrix and the web app cannot drift apart
 * (docs/behaviour/people-and-guests.md#who-may-do-what).
 */

/**
 * The staff of the facility: every role but the guest. They read people (the guest list, a
 * guest's history, a person's detail) and open the staff screens (settings, other accounts'
 * documents); a guest reaches only their own profile and documents.
 */
export const STAFF_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'RA_GUEST');

/**
 * Who manages people: administrators and secretaries. They change a person's status (dismiss,
 * suspend, re-admit), detail, photo and account (block, restore, credentials); the role hierarchy
 * (`outranksOrEquals`) bounds whom they may touch.
 */
export const PEOPLE_MANAGERS: readonly Role[] = ['RA_ADMIN', 'RA_SECRETARY'];

/**
 * Who configures Care for everyone: the administrators only. They edit the remote
 * configuration and the translations, send messages to every signed-in user and see every group.
 */
export const ADMINISTRATORS: readonly Role[] = ['RA_ADMIN'];
