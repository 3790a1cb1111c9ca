import type { CareClient } from '@care/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The settings group the profile page's notification menu shows (`get-config?key=`). */
export const NOTIFICATION_SETTINGS_GROUP = 'notification';

/** Query keys of the profile feature (the user's myInfo itself is `authKeys.myInfo()`). */
export const profileKeys = {
  all: ['profile'] as const,
  structure: () => [...profileKeys.all, 'structure'] as const,
  settings: (group: string) => [...profileKeys.all, 'settings', group] as const,
};

/** Queries of the profile feature. */
export const profileQueries = {
  /** `GET personal/structure/MY_INFO_EDIT/`: the personal-data form, with the current values. */
  structure: (api: CareClient) =>
    queryOptions({
      queryKey: profileKeys.structure(),
      queryFn: ({ signal }) => api.personal.myInfoStructure({ signal }),
      // The values are the user's own: only this page changes them, and it reloads them.
      staleTime: 0,
    }),
  /** `GET personal/get-config/?key=`: a settings group as key → T/F. */
  settings: (api: CareClient, group: string = NOTIFICATION_SETTINGS_GROUP) =>
    queryOptions({
      queryKey: profileKeys.settings(group),
      queryFn: ({ signal }) => api.personal.getConfig(group, { signal }),
    }),
};
