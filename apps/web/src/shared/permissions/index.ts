export {
  isPermitted,
  permissionSubject,
  type ModuleFlag,
  type ModuleRequirement,
  type PermissionSubject,
  type Requirement,
} from './permissions';
export {
  PermissionGate,
  PermissionsProvider,
  usePermissionSubject,
  usePermitted,
  type PermissionGateProps,
} from './permission-gate';
