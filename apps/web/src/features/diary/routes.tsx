import type { RouteObject } from 'react-router';
import { DIARY_MANAGER_REQUIREMENT } from './permissions';

/**
 * `diaryManager/` (docs/behaviour/diary.md#the-facility-diary), a child of `/loggedIn/`; the
 * page is its own chunk.
 */
export const diaryRoutes: RouteObject[] = [
  {
    path: 'diaryManager',
    lazy: async () => ({
      Component: (await import('./pages/diary-manager-page')).DiaryManagerPage,
    }),
  },
];

/** The facility diary's entry of the shell's navigation, for the `diary.manager` flag. */
export const diaryNavigationEntry = {
  path: 'diaryManager/',
  labelKey: 'shell.screens.diaryManager',
  requires: DIARY_MANAGER_REQUIREMENT,
} as const;
