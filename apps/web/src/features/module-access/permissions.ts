import type { Requirement } from '../../shared/permissions/index';

/**
 * Who opens the module-access screen: the administrators, who alone hold `configuration` write
 * (docs/behaviour/module-access.md#rules); the server refuses anyone else with 403 E013.
 */
export const CONFIGURATION_REQUIREMENT: Requirement = {
  roles: ['RA_ADMIN'],
  module: { id: 'configuration', need: 'write' },
};
