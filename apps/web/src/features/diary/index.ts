export { diaryRoutes, diaryNavigationEntry } from './routes';
