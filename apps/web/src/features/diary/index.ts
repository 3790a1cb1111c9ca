export { diaryHomeWidgets } from './home-widgets';
