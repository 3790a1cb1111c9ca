// Plain constants, no zod: a web page can import them without loading the schemas.

/** The product name the remote configuration keys start with. */
export const PRODUCT_NAME = 'care';
/**
 * The suffix of the maintenance flag key (`{product}{suffix}`,
 * docs/behaviour/shell-and-session.md#maintenance).
 */
export const MAINTENANCE_KEY_SUFFIX = '_maintenance';
/** The key of the maintenance flag: `care_maintenance`. */
export const MAINTENANCE_FLAG_KEY = `${PRODUCT_NAME}${MAINTENANCE_KEY_SUFFIX}`;
/** What a remote configuration key may look like: letters, digits, `_`, `.` and `-`, at most 100. */
export const REMOTE_CONFIG_KEY_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;
