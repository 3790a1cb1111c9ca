import { lazy } from 'react';
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

/**
 * The facility diary's entry of the shell's navigation, for the `diary.manager` flag, with the
 * unread badge (docs/behaviour/diary.md#read-state), loaded after the shell.
 */
export const diaryNavigationEntry = {
  path: 'diaryManager/',
  labelKey: 'shell.screens.diaryManager',
  requires: DIARY_MANAGER_REQUIREMENT,
  badge: lazy(async () => ({
    default: (await import('./components/unread-badge')).DiaryUnreadBadge,
  })),
} as const;
