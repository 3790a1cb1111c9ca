import type { RouteObject } from 'react-router';
import {
  DIARY_CATEGORIES_REQUIREMENT,
  DIARY_MANAGER_REQUIREMENT,
  DIARY_OWN_REQUIREMENT,
} from './permissions';

/**
 * `diaryManager/` (docs/behaviour/diary.md#the-facility-diary), a guest's own `myDiary/`
 * (docs/behaviour/diary.md#a-guests-own-diary) and the administrators' `diaryCategories/`
 * (docs/behaviour/diary.md#categories), children of `/loggedIn/`; each page is its own chunk.
 */
export const diaryRoutes: RouteObject[] = [
  {
    path: 'diaryManager',
    lazy: async () => ({
      Component: (await import('./pages/diary-manager-page')).DiaryManagerPage,
    }),
  },
  {
    path: 'diaryCategories',
    lazy: async () => ({
      Component: (await import('./categories/categories-page')).DiaryCategoriesPage,
    }),
  },
  {
    path: 'myDiary',
    lazy: async () => ({ Component: (await import('./pages/my-diary-page')).MyDiaryPage }),
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
  loadBadge: async () => (await import('./components/unread-badge')).DiaryUnreadBadge,
} as const;

/** A guest's own diary in the shell's navigation: the guest, while their role reads the diary. */
export const myDiaryNavigationEntry = {
  path: 'myDiary/',
  labelKey: 'shell.screens.myDiary',
  icon: 'diary',
  requires: DIARY_OWN_REQUIREMENT,
} as const;

/**
 * The diary categories in the shell's navigation (and a tile of "All screens"): administrators
 * whose role writes the diary (docs/behaviour/diary.md#categories).
 */
export const diaryCategoriesNavigationEntry = {
  path: 'diaryCategories/',
  labelKey: 'shell.screens.diaryCategories',
  icon: 'diary',
  requires: DIARY_CATEGORIES_REQUIREMENT,
} as const;
