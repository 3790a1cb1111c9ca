import { Navigate, Outlet } from 'react-router';
import { PermissionGate } from '../shared/permissions/index';
import { SETTINGS_REQUIREMENT } from './navigation-items';

/**
 * The Settings routes for those who see them in the navigation; anyone else typing the address
 * lands on the start page. (The server refuses what the role may not do either way.)
 */
export function SettingsGuard() {
  return (
    <PermissionGate requires={SETTINGS_REQUIREMENT} fallback={<Navigate to="/loggedIn/" replace />}>
      <Outlet />
    </PermissionGate>
  );
}
