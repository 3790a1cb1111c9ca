import { STAFF_ROLES } from '@care/api-client';
import type { ComponentType } from 'react';
import {
  diaryCategoriesNavigationEntry,
  diaryNavigationEntry,
  myDiaryNavigationEntry,
} from '../features/diary/index';
import { diaryHandoverNavigationEntry } from '../features/diary/handover/index';
import { activityNavigationEntry, myActivitiesNavigationEntry } from '../features/activity/index';
import {
  measurementDevicesNavigationEntry,
  measurementNavigationEntry,
} from '../features/measurement/index';
import { documentsNavigationEntry } from '../features/documents/index';
import { guestsNavigationEntry } from '../features/guests/index';
import { configurationNavigationEntry } from '../features/module-access/index';
import { helpNavigationEntry } from '../features/help/index';
import { profileNavigationEntry } from '../features/profile/index';
import { settingsNavigationEntry } from '../features/themes/index';
import type { Requirement } from '../shared/permissions/index';
import type { ScreenIconName } from './screen-icons';

/** The menu page: every screen the user may open as a large tile (shell/menu-page.tsx). */
export const MENU_PAGE_PATH = 'menuPage/';

/** An entry of the logged-in navigation; `path` is relative to `/loggedIn/`. */
export interface NavigationItem {
  path: string;
  labelKey: string;
  /** Its icon on the menu page's tile. */
  icon: ScreenIconName;
  /** Who sees it (and may open the screen); none: everyone signed in. */
  requires?: Requirement;
  /** Active only on its own path, not on the paths below it (the start page). */
  end?: boolean;
  /**
   * Loads what is drawn after the label (a count of what waits there): with the page's deferred
   * work, not part of the first load (shell/navigation).
   */
  loadBadge?: () => Promise<ComponentType>;
}

/**
 * Settings (colours and fonts) change how Care looks on the device for everyone who uses it, so
 * the staff may open it and guests may not (our decision: docs/behaviour/themes.md#who).
 */
export const SETTINGS_REQUIREMENT: Requirement = { roles: STAFF_ROLES };

/**
 * The logged-in screens that exist, in the order of the navigation. A screen joins this list
 * when it is built (docs/architecture.md#how-a-care-module-plugs-in).
 */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { path: '', labelKey: 'shell.home', icon: 'home', end: true },
  { path: MENU_PAGE_PATH, labelKey: 'shell.screens.menu', icon: 'menu' },
  { ...guestsNavigationEntry, icon: 'guests' },
  { ...diaryNavigationEntry, icon: 'diary' },
  diaryHandoverNavigationEntry,
  diaryCategoriesNavigationEntry,
  activityNavigationEntry,
  measurementNavigationEntry,
  measurementDevicesNavigationEntry,
  myDiaryNavigationEntry,
  myActivitiesNavigationEntry,
  { ...documentsNavigationEntry, icon: 'documents' },
  { ...profileNavigationEntry, icon: 'profile' },
  { ...settingsNavigationEntry, icon: 'settings', requires: SETTINGS_REQUIREMENT },
  { ...configurationNavigationEntry, icon: 'configuration' },
  helpNavigationEntry,
];
