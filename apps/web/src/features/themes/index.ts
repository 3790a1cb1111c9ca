export { themesRoutes, settingsNavigationEntry } from './routes';
export { useAppliedTheme } from './applied-theme';
