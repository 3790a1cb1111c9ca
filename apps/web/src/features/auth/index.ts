// The entry chunk imports this file for the routes and loaders. Hooks and queries are not
// re-exported: the lazy screens import them from their files (./api/…), because anything
// re-exported here lands in the entry chunk, TanStack Query included, and so in the login page's
// first load (budgets in e2e/budget.spec.ts).
export { loggedOutRoutes } from './routes';
export {
  LOGIN_AREA_ROUTE_ID,
  createLoginAreaLoader,
  createLoggedInLoader,
  type LoginAreaData,
} from './loaders';
