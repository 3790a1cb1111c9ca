export { profileRoutes, profileNavigationEntry } from './routes';
