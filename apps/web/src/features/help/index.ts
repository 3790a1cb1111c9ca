export { helpRoutes, helpNavigationEntry } from './routes';
