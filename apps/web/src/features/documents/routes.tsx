import type { RouteObject } from 'react-router';
import { DOCUMENTS_REQUIREMENT } from './permissions';

/**
 * `personalDocuments/` (docs/behaviour/documents.md#who-sees-documents), a child of `/loggedIn/`;
 * the page is its own chunk.
 */
export const documentsRoutes: RouteObject[] = [
  {
    path: 'personalDocuments',
    lazy: async () => ({
      Component: (await import('./pages/personal-documents-page')).PersonalDocumentsPage,
    }),
  },
];

/** The documents entry of the shell's navigation (path relative to `/loggedIn/`). */
export const documentsNavigationEntry = {
  path: 'personalDocuments/',
  labelKey: 'shell.screens.documents',
  requires: DOCUMENTS_REQUIREMENT,
} as const;
