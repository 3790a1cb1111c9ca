import { reloadableLazy } from '../../shared/reloadable-lazy';
import type { HomeWidget } from '../home/home-widget';
import { documentQueries } from './api/documents.queries';
import { DOCUMENTS_REQUIREMENT } from './permissions';

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
    prefetch: ({ api, client }) => void client.prefetchQuery(documentQueries.toExpire(api)),
  },
  {
    id: 'documents.expired',
    titleKey: 'home.widgets.expired.title',
    requires: DOCUMENTS_REQUIREMENT,
    Component: reloadableLazy(async () => ({ default: (await load()).ExpiredWidget })),
    prefetch: ({ api, client }) => void client.prefetchQuery(documentQueries.expired(api)),
  },
];
