export {
  diaryRoutes,
  diaryNavigationEntry,
  diaryCategoriesNavigationEntry,
  myDiaryNavigationEntry,
} from './routes';
export { diaryHomeWidgets } from './home-widgets';
