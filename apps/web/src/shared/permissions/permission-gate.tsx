import { createContext, useContext, type ReactNode } from 'react';
import { isPermitted, type PermissionSubject, type Requirement } from './permissions';

const PermissionsContext = createContext<PermissionSubject | null>(null);

/** Provides the signed-in user's role and permission map to the gates below (the shell does). */
export function PermissionsProvider(props: {
  subject: PermissionSubject | null;
  children: ReactNode;
}) {
  return (
    <PermissionsContext.Provider value={props.subject}>
      {props.children}
    </PermissionsContext.Provider>
  );
}

/** The signed-in user's role and permission map (null outside a `PermissionsProvider`). */
export function usePermissionSubject(): PermissionSubject | null {
  return useContext(PermissionsContext);
}

/** Whether the signed-in user meets `requirement` (false outside a `PermissionsProvider`). */
export function usePermitted(requirement: Requirement | undefined): boolean {
  return isPermitted(useContext(PermissionsContext), requirement);
}

/** Props of {@link PermissionGate}. */
export interface PermissionGateProps {
  requires: Requirement | undefined;
  children: ReactNode;
  /** Rendered instead when the user may not (default nothing), e.g. a redirect. */
  fallback?: ReactNode;
}

/** Renders `children` only for a user who meets `requires`; the UI hides, the server refuses. */
export function PermissionGate({ requires, children, fallback = null }: PermissionGateProps) {
  return usePermitted(requires) ? children : fallback;
}
