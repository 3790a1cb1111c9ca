export { measurementRoutes, measurementNavigationEntry } from './routes';
export { measurementHomeWidgets } from './home-widgets';
