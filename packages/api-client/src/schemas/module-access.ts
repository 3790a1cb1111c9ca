import { z } from 'zod/mini';
import { roleSchema } from './auth';
import { envelope } from './common';
import { MODULE_ACCESS_LEVELS, MODULE_IDS } from './module-ids';

export {
  MODULE_IDS,
  MODULE_ACCESS_LEVELS,
  CONFIGURATION_MODULE,
  DEFAULT_MODULE_ACCESS,
  levelAllows,
  levelsOfRole,
  type ModuleId,
  type ModuleAccessLevel,
  type ModuleNeed,
  type RoleLevels,
  type ModuleAccessMap,
  type OwnModuleAccess,
} from './module-ids';

/** A care module's identifier (docs/behaviour/module-access.md#modules). */
export const moduleIdSchema = z.enum(MODULE_IDS);
/** `none`, `read` or `write`. */
export const moduleAccessLevelSchema = z.enum(MODULE_ACCESS_LEVELS);

/** One module's level for every role (each role present). */
export const roleLevelsSchema = z.record(roleSchema, moduleAccessLevelSchema);
/** Every module's level for every role. */
export const moduleAccessMapSchema = z.record(moduleIdSchema, roleLevelsSchema);

/**
 * `GET module-access` answer: the caller's role (null for an account without one) and its level in
 * every module. What the web app shows and the server enforces for this user.
 */
export const ownModuleAccessResponseSchema = envelope(
  z.object({
    role: z.nullable(roleSchema),
    levels: z.record(moduleIdSchema, moduleAccessLevelSchema),
  }),
);

/** `GET`/`PUT admin/module-access` answer (administrators): the whole configuration in force. */
export const moduleAccessConfigurationResponseSchema = envelope(
  z.object({ levels: moduleAccessMapSchema }),
);

/**
 * `PUT admin/module-access` body: the cells to set, module → role → level; cells not named keep
 * their level. An unknown module or role, or a level other than none/read/write, is 400 E016.
 * Administrators keep `configuration` write (409 E036 otherwise), and no other role may have
 * `configuration` (E016).
 */
export const moduleAccessUpdateSchema = z.object({
  levels: z.partialRecord(moduleIdSchema, z.partialRecord(roleSchema, moduleAccessLevelSchema)),
});
/** `PUT admin/module-access` body. */
export type ModuleAccessUpdate = z.infer<typeof moduleAccessUpdateSchema>;

/**
 * The name of the notification a signed-in user gets when an administrator changed the access of
 * their role (docs/behaviour/module-access.md#changes-reach-open-tabs).
 */
export const MODULE_ACCESS_CHANGED_NOTIFICATION = 'moduleAccess.changed';

/**
 * The payload of a `moduleAccess.changed` notification: the modules whose level changed for the
 * recipient's role. The app reads its levels again (`GET module-access`): a replayed notification
 * must not carry levels that are no longer true.
 */
export const moduleAccessChangedPayloadSchema = z.object({
  modules: z.array(moduleIdSchema),
});
/** The payload of a `moduleAccess.changed` notification. */
export type ModuleAccessChangedPayload = z.infer<typeof moduleAccessChangedPayloadSchema>;
