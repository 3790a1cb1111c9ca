import type { RouteObject } from 'react-router';
import { DIARY_HANDOVER_REQUIREMENT } from '../permissions';

/** `diaryHandover/` (docs/behaviour/diary.md#handover), a child of `/loggedIn/`; its own chunk. */
export const diaryHandoverRoutes: RouteObject[] = [
  {
    path: 'diaryHandover',
    lazy: async () => ({ Component: (await import('./pages/handover-page')).HandoverPage }),
  },
];

/** The handover's entry of the shell's navigation: staff who read the diary. */
export const diaryHandoverNavigationEntry = {
  path: 'diaryHandover/',
  labelKey: 'shell.screens.diaryHandover',
  icon: 'handover',
  requires: DIARY_HANDOVER_REQUIREMENT,
} as const;
