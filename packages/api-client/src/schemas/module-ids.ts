// The care modules and their default access without zod: the web app's first-load code
// (navigation, guards) reads them, and must not pull zod into the start-up bundle with them.
import { ROLES, type Role } from './role-names';

/**
 * The care modules an administrator opens or closes per role
 * (docs/behaviour/module-access.md#modules). `diary` is not in the original module list but is
 * the permission map's first module; payments are left out (Care takes no payments).
 * `configuration` is the module-access screen itself.
 */
export const MODULE_IDS = [
  'summary',
  'extraPersonalData',
  'caregiver',
  'dashboard',
  'documents',
  'pai',
  'diary',
  'medicines',
  'treatments',
  'events',
  'purgeDiuresis',
  'measurement',
  'monitoring',
  'disease',
  'medicalRecords',
  'firstAid',
  'goal',
  'targets',
  'doctor',
  'activity',
  'survey',
  'alerts',
  'nutrition',
  'measurementEventAlerts',
  'configuration',
] as const;
/** A care module's identifier. */
export type ModuleId = (typeof MODULE_IDS)[number];

/** How far a role reaches into a module: nothing, reading, or reading and writing. */
export const MODULE_ACCESS_LEVELS = ['none', 'read', 'write'] as const;
/** A role's access to a module. */
export type ModuleAccessLevel = (typeof MODULE_ACCESS_LEVELS)[number];
/** What a route or a screen needs of a module. */
export type ModuleNeed = Exclude<ModuleAccessLevel, 'none'>;

/** The module of the module-access screen: administrators always keep write on it (E036). */
export const CONFIGURATION_MODULE = 'configuration' satisfies ModuleId;

/** One module's level for each role. */
export type RoleLevels = Readonly<Record<Role, ModuleAccessLevel>>;
/** Every module's level for each role: what an administrator configures. */
export type ModuleAccessMap = Readonly<Record<ModuleId, RoleLevels>>;
/** One role's level in every module: what a signed-in user reaches. */
export type OwnModuleAccess = Readonly<Record<ModuleId, ModuleAccessLevel>>;

/** True when `level` gives what `need` asks for (write includes read). */
export function levelAllows(level: ModuleAccessLevel | undefined, need: ModuleNeed): boolean {
  return level === 'write' || (level === 'read' && need === 'read');
}

// Columns: ADMIN, OSS, DOCTOR, SECRETARY, NURSE, GUEST_ASSISTANCE, GUEST (the ROLES order).
type Row = readonly [
  ModuleAccessLevel,
  ModuleAccessLevel,
  ModuleAccessLevel,
  ModuleAccessLevel,
  ModuleAccessLevel,
  ModuleAccessLevel,
  ModuleAccessLevel,
];
const N = 'none';
const R = 'read';
const W = 'write';

/* prettier-ignore */
const DEFAULT_ROWS: Readonly<Record<ModuleId, Row>> = {
  //                       ADMIN OSS DOCTOR SECR NURSE ASSIST GUEST
  summary:                [W,    R,  R,     W,   R,    R,     R],
  extraPersonalData:      [W,    R,  R,     W,   R,    R,     R],
  caregiver:              [W,    R,  R,     W,   R,    R,     R],
  dashboard:              [W,    R,  R,     R,   R,    R,     R],
  documents:              [W,    W,  W,     W,   W,    W,     W],
  pai:                    [W,    R,  W,     N,   W,    R,     R],
  diary:                  [W,    W,  W,     N,   W,    R,     R],
  medicines:              [W,    R,  W,     N,   W,    N,     R],
  treatments:             [W,    R,  W,     N,   W,    N,     R],
  events:                 [W,    W,  W,     R,   W,    R,     R],
  purgeDiuresis:          [W,    W,  R,     N,   W,    N,     R],
  measurement:            [W,    W,  W,     N,   W,    R,     R],
  monitoring:             [W,    W,  W,     N,   W,    N,     R],
  disease:                [W,    R,  W,     N,   R,    N,     R],
  medicalRecords:         [W,    N,  W,     N,   W,    N,     R],
  firstAid:               [W,    R,  W,     R,   W,    N,     R],
  goal:                   [W,    W,  W,     N,   W,    R,     R],
  targets:                [W,    R,  W,     N,   R,    N,     R],
  doctor:                 [W,    R,  R,     W,   R,    R,     R],
  activity:               [W,    W,  R,     W,   W,    R,     R],
  survey:                 [W,    R,  R,     W,   R,    W,     W],
  alerts:                 [W,    R,  W,     N,   W,    N,     N],
  nutrition:              [W,    W,  W,     R,   W,    R,     R],
  measurementEventAlerts: [W,    R,  W,     N,   W,    N,     N],
  configuration:          [W,    N,  N,     N,   N,    N,     N],
};

function freezeRow(row: Row): RoleLevels {
  return Object.freeze(
    Object.fromEntries(ROLES.map((role, index) => [role, row[index]])) as Record<
      Role,
      ModuleAccessLevel
    >,
  );
}

/**
 * The default access of a care home (docs/behaviour/module-access.md#the-default): module → role
 * → level. The server stores only an administrator's departures from it. Frozen.
 */
export const DEFAULT_MODULE_ACCESS: ModuleAccessMap = Object.freeze(
  Object.fromEntries(MODULE_IDS.map((id) => [id, freezeRow(DEFAULT_ROWS[id])])) as Record<
    ModuleId,
    RoleLevels
  >,
);

/** One role's column of `map`: its level in every module. */
export function levelsOfRole(map: ModuleAccessMap, role: Role | undefined): OwnModuleAccess {
  return Object.fromEntries(
    MODULE_IDS.map((id) => [id, role === undefined ? 'none' : map[id][role]]),
  ) as Record<ModuleId, ModuleAccessLevel>;
}
