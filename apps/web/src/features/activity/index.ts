export { activityRoutes, activityNavigationEntry } from './routes';
