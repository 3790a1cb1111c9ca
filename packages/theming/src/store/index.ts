export {
  createMemoryStorage,
  createThemeStore,
  isThemeError,
  THEME_STORAGE_KEYS,
  ThemeError,
  type ThemeErrorCode,
  type ThemeStorage,
  type ThemeStorageIssue,
  type ThemeStore,
  type ThemeStoreOptions,
  type ThemeStoreState,
} from './theme-store';
