import { reloadableLazy } from '../../shared/reloadable-lazy';
import type { HomeWidget } from '../home/home-widget';
import { DOCUMENTS_REQUIREMENT } from './permissions';

// The cards' module holds their prefetch too (see guests/home-widgets.ts).
const load = () => import('./widgets/due-documents-widget');

/**
 * The document widgets of the home dashboard (docs/behaviour/home.md#document-widgets): whoever
 * may open the documents sees the ones they may read that are about to expire or expired.
 */
export const documentsHomeWidgets: readonly HomeWidget[] = [
  {
    id: 'documents.toExpire',
    titleKey: 'home.widgets.toExpire.title',
    requires: DOCUMENTS_REQUIREMENT,
    Component: reloadableLazy(async () => ({ default: (await load()).ToExpireWidget })),
    prefetch: async (context) => (await load()).prefetchToExpire(context),
  },
  {
    id: 'documents.expired',
    titleKey: 'home.widgets.expired.title',
    requires: DOCUMENTS_REQUIREMENT,
    Component: reloadableLazy(async () => ({ default: (await load()).ExpiredWidget })),
    prefetch: async (context) => (await load()).prefetchExpired(context),
  },
];
