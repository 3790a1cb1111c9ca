import { THEME_SHAPE, type CareTheme, type CareThemeDefinition } from '@care/theming';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useValuesDraft } from '../../../shared/drafts/use-values-draft';
import { definitionOf } from '../draft';

/** The sections of a theme by their heading in the editor (the six colours: "Message colours"). */
const SECTION_KEYS: Record<string, string> = {
  colors: 'messages',
  buttons: 'buttons',
  text: 'text',
  fonts: 'fonts',
  gradients: 'gradients',
  backgrounds: 'backgrounds',
  tables: 'tables',
};

/** `initial` with the sections of a restored draft, each over the section it replaces. */
function restoredTheme(
  initial: CareThemeDefinition,
  values: Partial<CareThemeDefinition>,
): CareThemeDefinition {
  const sections = Object.entries(values).map(([key, value]) => {
    const before = (initial as unknown as Record<string, unknown>)[key];
    const merged =
      typeof value === 'object' && typeof before === 'object' ? { ...before, ...value } : value;
    return [key, merged] as const;
  });
  return { ...initial, ...Object.fromEntries(sections) } as CareThemeDefinition;
}

/**
 * The edited theme's draft (docs/behaviour/never-losing-work.md#drafts): one per theme it started
 * from (`settings.theme`, the picked theme's id), its fields the theme's sections and its field
 * definition the theme's shape (every style key and its kind). Offered in the Advanced tab;
 * `clear` once the edit is saved as a theme, discarded or the defaults restored.
 */
export function useThemeDraft(
  picked: CareTheme,
  current: CareThemeDefinition,
  onRestore: (theme: CareThemeDefinition) => void,
) {
  const { t } = useTranslation();
  const initial = useMemo(() => definitionOf(picked), [picked]);
  return useValuesDraft<CareThemeDefinition>({
    formId: 'settings.theme',
    recordId: picked.id,
    initial,
    values: current,
    definition: THEME_SHAPE,
    labelOf: (field) => {
      const section = SECTION_KEYS[field];
      return section ? t(`settings.sections.${section}` as 'settings.sections.buttons') : field;
    },
    onRestore: (values) => onRestore(restoredTheme(initial, values)),
  });
}
