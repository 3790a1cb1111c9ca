import { lazy } from 'react';

/**
 * One account's documents with the document drawer (`components/account-documents.tsx`), loaded
 * with its own chunk when first shown: the guest chart's documents tab and summary use it.
 */
export const AccountDocuments = lazy(async () => ({
  default: (await import('./components/account-documents')).AccountDocuments,
}));
