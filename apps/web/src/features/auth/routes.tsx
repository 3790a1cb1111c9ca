import type { RouteObject } from 'react-router';

/**
 * The pages of the login area, children of `/loggedOut/` (the area's layout and loader wrap them).
 * Each is lazy: its own chunk, so the login page's first load does not grow with them. `signUp/`
 * is not among them (sign-up is disabled in the login area): it falls to the area's catch-all.
 */
export const loggedOutRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  },
  {
    path: 'forgotPassword',
    lazy: async () => ({
      Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: 'resetPassword',
    lazy: async () => ({
      Component: (await import('./pages/set-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: 'defineCredential',
    lazy: async () => ({
      Component: (await import('./pages/set-password-page')).DefineCredentialPage,
    }),
  },
  {
    path: 'maintenance',
    lazy: async () => ({ Component: (await import('./pages/maintenance-page')).MaintenancePage }),
  },
];
