export {
  exportTheme,
  importThemes,
  MAX_IMPORT_FILES,
  MAX_THEME_FILE_BYTES,
  themeFileName,
  type ThemeFile,
  type ThemeImportFailure,
  type ThemeImportFailureReason,
  type ThemeImportResult,
  type ThemeImportSuccess,
} from './transfer';
