import {
  exportTheme,
  isThemeError,
  themeFileName,
  type CareThemeDefinition,
  type ThemeFile,
} from '@care/theming';
import { ConfirmDialog } from '@care/ui';
import { Box, Button, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { definitionOf, themeLabel } from '../draft';
import { ImportThemesDialog } from '../components/import-themes-dialog';
import { ContrastWarnings, Notices, type Notice } from '../components/notices';
import { SaveThemeDialog } from '../components/save-theme-dialog';
import { saveBlob } from '../../../shared/save-file';
import { Tabs } from '../../../shared/tabs';
import { ThemeEditor } from '../components/theme-editor';
import { useThemeStore } from '../use-theme-store';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';

type Tab = 'simple' | 'advanced';
type Dialog = 'delete' | 'restore' | 'save' | 'import' | undefined;

/**
 * The Settings (colours and fonts) page, `settings/?tab=simple|advanced`
 * (docs/behaviour/themes.md#the-settings-page): pick, apply, delete, export and import themes; edit
 * colours and fonts with live previews and save them as a new theme; restore the defaults. Applying
 * draws the app in the theme at once, without reloading the page (nothing typed is lost, screen
 * readers keep their place).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { store, state } = useThemeStore();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'advanced' ? 'advanced' : 'simple';
  const [dialog, setDialog] = useState<Dialog>();
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const picked = state.picked;
  // The draft follows the picked theme until edited; picking another theme starts over.
  const [draft, setDraft] = useState<{ from: string; theme: CareThemeDefinition } | undefined>();
  const current = draft?.from === picked.id ? draft.theme : definitionOf(picked);
  const edited = draft?.from === picked.id;
  // An edited draft is unsaved work: the start-up version check offers its reload instead.
  useUnsavedChanges(edited);
  const isCustom = state.custom.includes(picked);
  const name = themeLabel(picked, t);

  const act = (action: () => Notice | readonly Notice[]) => {
    try {
      const result = action();
      setNotices(Array.isArray(result) ? result : [result as Notice]);
    } catch (error) {
      const storage = isThemeError(error, 'storageFailed');
      const text = storage ? t('settings.storageFailed') : t('error.translation.generic');
      setNotices([{ kind: 'error', text }]);
    }
  };

  const importFiles = (files: ThemeFile[]) =>
    act(() =>
      store.importFiles(files).map((result): Notice => {
        if (!result.ok) {
          return {
            kind: 'error',
            text: t('error.uploadMultiple', {
              file: result.file,
              reason: t(`settings.import.${result.reason}`),
            }),
          };
        }
        return {
          kind: 'success',
          text: result.renamedFrom
            ? t('settings.import.renamed', { from: result.renamedFrom, name: result.theme.name })
            : t('settings.import.done', { name: result.theme.name }),
        };
      }),
    );

  const simple = (
    <Stack gap="5" maxW="xl">
      <Field.Root>
        <Field.Label>{t('settings.picker.label')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={picked.id}
            onChange={(event) => {
              store.pick(event.currentTarget.value);
              setNotices([]);
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
        {isCustom && (
          <Button variant="outline" onClick={() => setDialog('delete')}>
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
        <Button variant="outline" onClick={() => setDialog('import')}>
          {t('settings.import.button')}
        </Button>
      </Flex>
      <ContrastWarnings theme={current} />
    </Stack>
  );

  const advanced = (
    <Stack gap="6">
      <ThemeEditor draft={current} onChange={(theme) => setDraft({ from: picked.id, theme })} />
      <ContrastWarnings theme={current} />
      <Flex gap="3" wrap="wrap" justify="flex-end">
        {edited && (
          <Button variant="ghost" onClick={() => setDraft(undefined)}>
            {t('settings.discard')}
          </Button>
        )}
        <Button variant="outline" onClick={() => setDialog('restore')}>
          {t('settings.restore.button')}
        </Button>
        <Button
          bg="care.button.primary.bg"
          color="care.button.primary.fg"
          borderRadius="care.button"
          onClick={() => setDialog('save')}
        >
          {t('settings.save.button')}
        </Button>
      </Flex>
    </Stack>
  );

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '8' }}>
      <title>{`${t('settings.title')} · ${t('app.name')}`}</title>
      <Heading as="h1" size="2xl" mb="2">
        {t('settings.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('settings.description')}
      </Text>
      <Box mb="4">
        <Notices notices={notices} />
      </Box>
      <Tabs<Tab>
        label={t('settings.tabs.label')}
        selected={tab}
        onSelect={(value) => setParams({ tab: value }, { replace: true })}
        tabs={[
          { value: 'simple', label: t('settings.tabs.simple'), panel: simple },
          { value: 'advanced', label: t('settings.tabs.advanced'), panel: advanced },
        ]}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(undefined)}
        destructive
        title={t('settings.delete.title', { name })}
        description={t('settings.delete.description')}
        confirmLabel={t('settings.delete.button')}
        cancelLabel={t('settings.cancel')}
        onConfirm={() =>
          act(() => {
            store.delete(picked.id);
            return { kind: 'success', text: t('settings.delete.done', { name }) };
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'restore'}
        onClose={() => setDialog(undefined)}
        destructive
        title={t('settings.restore.title')}
        description={t('settings.restore.description')}
        confirmLabel={t('settings.restore.button')}
        cancelLabel={t('settings.cancel')}
        onConfirm={() =>
          act(() => {
            store.restoreDefaults();
            setDraft(undefined);
            return { kind: 'success', text: t('settings.restore.done') };
          })
        }
      />
      <SaveThemeDialog
        open={dialog === 'save'}
        onClose={() => setDialog(undefined)}
        takenNames={state.themes.map((theme) => theme.name)}
        save={(newName) => {
          const theme = store.saveAsNew(newName, current);
          setDraft(undefined);
          setNotices([{ kind: 'success', text: t('settings.save.done', { name: theme.name }) }]);
        }}
      />
      <ImportThemesDialog
        open={dialog === 'import'}
        onClose={() => setDialog(undefined)}
        importFiles={importFiles}
      />
    </Box>
  );
}
