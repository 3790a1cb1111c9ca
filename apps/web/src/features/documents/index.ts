export { documentsRoutes, documentsNavigationEntry } from './routes';
