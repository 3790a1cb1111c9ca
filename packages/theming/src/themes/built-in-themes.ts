import type { SystemContext } from '@chakra-ui/react';
import {
  createCareSystem,
  DARK_COLORS,
  DEFAULT_COLORS,
  type CareColorMode,
  type CareThemeColors,
} from '../system/index';

/** A named colour set with the colour mode it is meant for. */
export interface CareTheme {
  /** Stable identifier; apps translate the display name from it. */
  readonly id: string;
  /** English display name (Storybook toolbar, fallbacks). */
  readonly name: string;
  readonly colorMode: CareColorMode;
  readonly colors: CareThemeColors;
}

/** The themes shipped with Care (spec 02 §3: dark; mainframe follows with the theme model). */
export const BUILT_IN_THEMES = Object.freeze({
  default: Object.freeze({
    id: 'default',
    name: 'Default',
    colorMode: 'light',
    colors: DEFAULT_COLORS,
  }),
  dark: Object.freeze({ id: 'dark', name: 'Dark', colorMode: 'dark', colors: DARK_COLORS }),
} as const satisfies Record<string, CareTheme>);

/** Identifier of a built-in theme. */
export type BuiltInThemeId = keyof typeof BUILT_IN_THEMES;

/** Whether `id` names a built-in theme (for values read from storage or a URL). */
export function isBuiltInThemeId(id: unknown): id is BuiltInThemeId {
  return typeof id === 'string' && Object.hasOwn(BUILT_IN_THEMES, id);
}

/** The Chakra system for a theme: its colours in its colour mode. */
export function createThemeSystem(theme: CareTheme): SystemContext {
  return createCareSystem(theme.colors, { colorMode: theme.colorMode });
}
