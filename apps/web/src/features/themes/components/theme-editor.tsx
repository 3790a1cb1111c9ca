import { toThemeDocument, type CareThemeDefinition, type FontName } from '@care/theming';
import { ThemeEditor as EditorView } from '@care/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_GRAMMAR } from '../editor-grammar';
import { themeEditorLabels } from '../editor-labels';

/**
 * The advanced tab's editor (@care/ui's ThemeEditor with @care/theming's grammar): buttons, text
 * colours, fonts (global size 5–30, families, sizes 0–120), gradients (2–3 stops, an angle that
 * wraps), backgrounds, tables and message colours, each section with its live preview. Every
 * field changes the draft only with a valid value.
 */
export function ThemeEditor(props: {
  draft: CareThemeDefinition;
  onChange: (draft: CareThemeDefinition) => void;
}) {
  const { t } = useTranslation();
  const labels = useMemo(() => themeEditorLabels(t), [t]);
  return (
    <EditorView<FontName, CareThemeDefinition>
      draft={props.draft}
      onChange={props.onChange}
      // The previews draw only values of the theme grammar.
      preview={toThemeDocument(props.draft)}
      grammar={THEME_GRAMMAR}
      labels={labels}
    />
  );
}
