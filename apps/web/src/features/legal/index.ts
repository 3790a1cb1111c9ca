export { loggedInLegalRoutes, loggedOutLegalRoutes, type LegalRouteDeps } from './routes';
export { LegalFooter } from './components/legal-footer';
export {
  TERMS_PAGE_PATH,
  PRIVACY_PAGE_PATH,
  LOGGED_OUT_TERMS_PATH,
  legalLinksOf,
  legalLinksStore,
  type LegalLinks,
} from './legal-links';
