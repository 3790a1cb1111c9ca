export { themesRoutes, settingsNavigationEntry } from './routes';
export { appliedThemeSource, useAppliedTheme } from './applied-theme';
