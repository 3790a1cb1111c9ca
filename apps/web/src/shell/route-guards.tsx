import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePermitted, type Requirement } from '../shared/permissions/index';
import { NAVIGATION_ITEMS } from './navigation-items';

/** The requirement of the screen at `pathname`: its navigation entry's (none: open to all). */
export function requirementOf(pathname: string): Requirement | undefined {
  const relative = pathname.replace(/^\/loggedIn\/?/, '');
  return NAVIGATION_ITEMS.find((item) => {
    const screen = item.path.replace(/\/$/, '');
    return screen !== '' && (relative === screen || relative.startsWith(`${screen}/`));
  })?.requires;
}

/**
 * A screen only for those who see it in the navigation: anyone else typing its address lands on
 * the start page (the server refuses what the role may not do either way). Wraps the logged-in
 * area's outlet rather than being a route of its own: a lazy route here would split the chunks
 * the login page shares with the shell and weigh on its first load.
 */
export function ScreenGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const allowed = usePermitted(requirementOf(pathname));
  return allowed ? children : <Navigate to="/loggedIn/" replace />;
}
