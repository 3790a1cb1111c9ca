import type { CareThemeDefinition } from '@care/theming';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../shared/tabs';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import { Notices } from '../components/notices';
import { definitionOf } from '../draft';
import { useThemeStore } from '../use-theme-store';
import { AdvancedTab } from './advanced-tab';
import { SettingsDialogs, type SettingsDialog } from './settings-dialogs';
import { SimpleTab } from './simple-tab';
import { useSettingsNotices } from './use-settings-notices';
import { useThemeDraft } from './use-theme-draft';
import { HelpLink } from '../../../shared/help-link';

type Tab = 'simple' | 'advanced';

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
  const [dialog, setDialog] = useState<SettingsDialog>();
  const { notices, setNotices, act, importFiles } = useSettingsNotices(store);
  const picked = state.picked;
  // The draft follows the picked theme until edited; picking another theme starts over.
  const [draft, setDraft] = useState<{ from: string; theme: CareThemeDefinition } | undefined>();
  const current = draft?.from === picked.id ? draft.theme : definitionOf(picked);
  const edited = draft?.from === picked.id;
  // An edited draft is unsaved work: the start-up version check offers its reload instead.
  useUnsavedChanges(edited);
  const kept = useThemeDraft(picked, current, (theme) => setDraft({ from: picked.id, theme }));
  const done = () => {
    setDraft(undefined);
    void kept.clear();
  };

  const simple = (
    <SimpleTab
      store={store}
      state={state}
      current={current}
      act={act}
      onPicked={() => setNotices([])}
      onDelete={() => setDialog('delete')}
      onImport={() => setDialog('import')}
    />
  );
  const advanced = (
    <AdvancedTab
      prompt={kept.prompt}
      current={current}
      edited={edited}
      onChange={(theme) => setDraft({ from: picked.id, theme })}
      onDiscard={done}
      onRestore={() => setDialog('restore')}
      onSave={() => setDialog('save')}
    />
  );

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '8' }}>
      <title>{`${t('settings.title')} · ${t('app.name')}`}</title>
      <Flex gap="3" justify="space-between" align="baseline" wrap="wrap" mb="2">
        <Heading as="h1" size="2xl">
          {t('settings.title')}
        </Heading>
        <HelpLink page="settings" topic={t('shell.screens.settings')} />
      </Flex>
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
      <SettingsDialogs
        dialog={dialog}
        onClose={() => setDialog(undefined)}
        store={store}
        state={state}
        current={current}
        act={act}
        importFiles={importFiles}
        onDraftDone={done}
      />
    </Box>
  );
}
