import {
  moduleAccessConfigurationResponseSchema,
  ownModuleAccessResponseSchema,
  type ModuleAccessMap,
  type ModuleAccessUpdate,
  type OwnModuleAccess,
} from '../schemas/module-access';
import type { Role } from '../schemas/role-names';
import { at, call, type CallOptions, type EndpointContext } from './context';

/** The signed-in user's own access. */
export interface OwnAccess {
  /** The caller's active role; null for an account without one (it reaches no module). */
  role: Role | null;
  /** The caller's level in every module. */
  levels: OwnModuleAccess;
}

/** Which care modules each role reaches (docs/behaviour/module-access.md). */
export interface ModuleAccessEndpoints {
  /** `GET module-access`: the caller's level (none, read, write) in every module. */
  mine(options?: CallOptions): Promise<OwnAccess>;
  /** `GET admin/module-access` (administrators): every module's level for every role. */
  configuration(options?: CallOptions): Promise<ModuleAccessMap>;
  /**
   * `PUT admin/module-access` (administrators): sets the given cells, module → role → level
   * (cells not named keep theirs) and answers the whole configuration in force. Refused with 409
   * E036 when it would take `configuration` write away from the administrators.
   */
  setConfiguration(
    levels: ModuleAccessUpdate['levels'],
    options?: CallOptions,
  ): Promise<ModuleAccessMap>;
}

/** Builds the `moduleAccess` endpoints. */
export function moduleAccessEndpoints({ request }: EndpointContext): ModuleAccessEndpoints {
  return {
    async mine(options = {}) {
      const { data } = await request(ownModuleAccessResponseSchema, {
        ...at('ownModuleAccess'),
        ...call(options),
      });
      return data;
    },
    async configuration(options = {}) {
      const { data } = await request(moduleAccessConfigurationResponseSchema, {
        ...at('moduleAccessConfiguration'),
        ...call(options),
      });
      return data.levels;
    },
    async setConfiguration(levels, options = {}) {
      const { data } = await request(moduleAccessConfigurationResponseSchema, {
        ...at('setModuleAccessConfiguration'),
        body: { levels },
        ...call(options),
      });
      return data.levels;
    },
  };
}
