import type { CareTheme, CareThemeDefinition } from '@care/theming';
import type { TFunction } from 'i18next';

/** The definition of a theme (no id), as the editor changes it. */
export function definitionOf(theme: CareTheme): CareThemeDefinition {
  const { id: _id, ...definition } = theme;
  return definition;
}

/** The translated name of a theme: built-in themes by id, custom ones as named. */
export function themeLabel(theme: Pick<CareTheme, 'id' | 'name'>, t: TFunction): string {
  return ['default', 'dark', 'mainframe'].includes(theme.id)
    ? t(`settings.themes.${theme.id}`)
    : theme.name;
}

const BUTTON_KEYS: Record<string, string> = {
  'buttons.primary.background': 'buttons.primaryBackground',
  'buttons.primary.text': 'buttons.primaryText',
  'buttons.secondary.background': 'buttons.secondaryBackground',
  'buttons.secondary.text': 'buttons.secondaryText',
};

/** The label of a style key the contrast guard names (`text.muted`, `gradients.header.stops.1.color`). */
export function styleKeyLabel(key: string, t: TFunction): string {
  const stop = /^gradients\.(header|sidebar)\.stops\.(\d)\.color$/.exec(key);
  if (stop) {
    return t('settings.contrast.stop', {
      gradient: t(`settings.fields.gradients.${stop[1] ?? 'header'}`),
      number: Number(stop[2]) + 1,
    });
  }
  return t(`settings.fields.${BUTTON_KEYS[key] ?? key}`);
}
