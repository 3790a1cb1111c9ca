export { moduleAccessRoutes, configurationNavigationEntry } from './routes';
