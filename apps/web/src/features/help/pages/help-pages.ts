// Both help pages in one chunk: one request, and one entry less in the first load's import map.
export { HelpIndexPage } from './help-index-page';
export { HelpPage } from './help-page';
