export { loggedOutRoutes } from './routes';
export {
  LOGIN_AREA_ROUTE_ID,
  createLoginAreaLoader,
  createLoggedInLoader,
  type LoginAreaData,
} from './loaders';
export { authKeys, authQueries } from './api/auth.queries';
export { useSignIn, useSignOut } from './api/auth.mutations';
