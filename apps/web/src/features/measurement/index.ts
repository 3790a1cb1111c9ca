export { measurementRoutes, measurementNavigationEntry } from './routes';
