export { diaryRoutes, diaryNavigationEntry, myDiaryNavigationEntry } from './routes';
export { diaryHomeWidgets } from './home-widgets';
