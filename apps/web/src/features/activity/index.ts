export { activityRoutes, activityNavigationEntry, myActivitiesNavigationEntry } from './routes';
