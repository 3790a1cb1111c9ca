import type { RouteObject } from 'react-router';
import { documentsRoutes } from '../features/documents/index';
import { guestsRoutes } from '../features/guests/index';
import { diaryHandoverRoutes } from '../features/diary/handover/index';
import { helpRoutes } from '../features/help/index';
import { diaryRoutes } from '../features/diary/index';
import { activityRoutes } from '../features/activity/index';
import { measurementRoutes } from '../features/measurement/index';
import { loggedInLegalRoutes } from '../features/legal/index';
import { moduleAccessRoutes } from '../features/module-access/index';
import { personDetailRoutes } from '../features/person-detail/index';
import { profileRoutes } from '../features/profile/index';
import { themesRoutes } from '../features/themes/index';
import type { RouteDeps } from './router';
import { FEATURE_TEXTS, withTexts } from './texts';

/**
 * The screens of the logged-in area but its home, children of `/loggedIn/`, discovered on the
 * first navigation to one of them (app/router.tsx): out of the entry, so that the login page's
 * first load does not carry the route table of every care module
 * (docs/architecture.md#how-a-care-module-plugs-in).
 */
export function loggedInScreens(deps: RouteDeps): RouteObject[] {
  return [
    {
      path: 'menuPage',
      lazy: async () => ({ Component: (await import('../shell/menu-page')).MenuPage }),
    },
    ...loggedInLegalRoutes,
    ...withTexts(deps.i18n, FEATURE_TEXTS.themes, themesRoutes),
    ...withTexts(deps.i18n, FEATURE_TEXTS.documents, documentsRoutes),
    ...withTexts(deps.i18n, FEATURE_TEXTS.guests, guestsRoutes),
    ...withTexts(deps.i18n, FEATURE_TEXTS.diary, diaryHandoverRoutes),
    ...withTexts(deps.i18n, FEATURE_TEXTS['person-detail'], personDetailRoutes(deps)),
    ...withTexts(deps.i18n, FEATURE_TEXTS.profile, profileRoutes),
    ...withTexts(deps.i18n, FEATURE_TEXTS['module-access'], moduleAccessRoutes),
    ...withTexts(deps.i18n, FEATURE_TEXTS.help, helpRoutes),
    ...withTexts(deps.i18n, FEATURE_TEXTS.diary, diaryRoutes),
    ...withTexts(deps.i18n, FEATURE_TEXTS.activity, activityRoutes),
    ...withTexts(deps.i18n, FEATURE_TEXTS.measurement, measurementRoutes),
  ];
}
