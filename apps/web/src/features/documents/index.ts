export { documentsRoutes, documentsNavigationEntry } from './routes';
export { documentsHomeWidgets } from './home-widgets';
