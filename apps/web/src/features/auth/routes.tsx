import type { RouteObject } from 'react-router';

/** The pages of the login area, children of `/loggedOut/` (the area's layout and loader wrap them). */
export const loggedOutRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  },
];
