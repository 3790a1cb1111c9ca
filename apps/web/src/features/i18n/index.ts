export { createAppI18n, translationSource, PUBLIC_ADD_TERM_PATH } from './app-i18n';
