import {
  exportTheme,
  themeFileName,
  type CareThemeDefinition,
  type ThemeStore,
  type ThemeStoreState,
} from '@care/theming';
import { Button, Field, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/save-file';
import { ContrastWarnings } from '../components/notices';
import { definitionOf, themeLabel } from '../draft';
import type { Act } from './use-settings-notices';

interface SimpleTabProps {
  store: ThemeStore;
  state: ThemeStoreState;
  /** The picked theme as the editor has it (its draft when edited). */
  current: CareThemeDefinition;
  act: Act;
  /** A theme was picked: the last action's notices no longer apply. */
  onPicked: () => void;
  onDelete: () => void;
  onImport: () => void;
}

/**
 * The simple tab: pick a theme (built-in or the user's own), apply it, delete one's own, export
 * it as a file, import theme files; with the contrast guard's findings for the picked theme.
 */
export function SimpleTab({ store, state, current, act, ...props }: SimpleTabProps) {
  const { t } = useTranslation();
  const picked = state.picked;
  const name = themeLabel(picked, t);
  return (
    <Stack gap="5" maxW="xl">
      <Field.Root>
        <Field.Label>{t('settings.picker.label')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={picked.id}
            onChange={(event) => {
              store.pick(event.currentTarget.value);
              props.onPicked();
            }}
          >
            <optgroup label={t('settings.picker.builtIn')}>
              {state.themes
                .filter((theme) => !state.custom.includes(theme))
                .map((theme) => (
                  <option key={theme.id} value={theme.id}>
                    {themeLabel(theme, t)}
                  </option>
                ))}
            </optgroup>
            {state.custom.length > 0 && (
              <optgroup label={t('settings.picker.custom')}>
                {state.custom.map((theme) => (
                  <option key={theme.id} value={theme.id}>
                    {theme.name}
                  </option>
                ))}
              </optgroup>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {t('settings.picker.inUse', { name: themeLabel(state.applied, t) })}
        </Field.HelperText>
      </Field.Root>
      <Flex gap="3" wrap="wrap">
        <Button
          bg="care.button.primary.bg"
          color="care.button.primary.fg"
          borderRadius="care.button"
          onClick={() =>
            act(() => {
              const theme = store.apply(picked.id);
              return {
                kind: 'success',
                text: t('settings.applied', { name: themeLabel(theme, t) }),
              };
            })
          }
        >
          {t('settings.apply')}
        </Button>
        {state.custom.includes(picked) && (
          <Button variant="outline" onClick={props.onDelete}>
            {t('settings.delete.button')}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() =>
            act(() => {
              const definition = { ...definitionOf(picked), name };
              const file = themeFileName(definition);
              saveBlob(new Blob([exportTheme(definition)], { type: 'application/json' }), file);
              return { kind: 'success', text: t('settings.export.done', { name, file }) };
            })
          }
        >
          {t('settings.export.button')}
        </Button>
        <Button variant="outline" onClick={props.onImport}>
          {t('settings.import.button')}
        </Button>
      </Flex>
      <ContrastWarnings theme={current} />
    </Stack>
  );
}
