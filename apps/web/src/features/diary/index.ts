export { diaryRoutes, diaryNavigationEntry } from './routes';
export { diaryHomeWidgets } from './home-widgets';
