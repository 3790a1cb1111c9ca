import { ACTIVITY_ROUTES } from './activity-routes';
import { DIARY_ROUTES } from './diary-routes';
import { MEASUREMENT_ROUTES } from './measurement-routes';
import { CORE_ROUTES } from './routes';

/**
 * Every route the client calls, by endpoint: the core's and each care module's. The reference
 * server registers the same patterns and the contract's tests check them; the client's endpoints
 * read their own module's table, so a page loads only the routes of the modules it uses.
 */
export const API_ROUTES = {
  ...CORE_ROUTES,
  ...DIARY_ROUTES,
  ...MEASUREMENT_ROUTES,
  ...ACTIVITY_ROUTES,
} as const;

/** The name of a route of `API_ROUTES`. */
export type ApiRouteName = keyof typeof API_ROUTES;
