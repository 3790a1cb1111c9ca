export { documentsRoutes, documentsNavigationEntry } from './routes';
export { documentsHomeWidgets } from './home-widgets';
export { AccountDocuments } from './account-documents';
