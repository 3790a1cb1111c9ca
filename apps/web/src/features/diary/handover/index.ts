export { diaryHandoverRoutes, diaryHandoverNavigationEntry } from './routes';
