import { DEFAULT_MODULE_ACCESS, type ModuleAccessMap } from '@care/api-client';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import { useSaveModuleAccess } from '../api/module-access.mutations';
import { sameAccess, withLevel } from '../draft';
import { AccessTable } from './access-table';

/**
 * The editable configuration: changes stay a draft until Save sends the whole table; Reset to
 * the defaults fills `DEFAULT_MODULE_ACCESS` into the draft (docs/behaviour/module-access.md#the-screen).
 */
export function AccessForm({ saved }: { saved: ModuleAccessMap }) {
  const { t } = useTranslation();
  const save = useSaveModuleAccess();
  // The draft follows the saved configuration until edited.
  const [draft, setDraft] = useState<ModuleAccessMap | undefined>();
  const current = draft ?? saved;
  const dirty = !sameAccess(current, saved);
  // Unsaved work: the start-up version check offers its reload instead of reloading.
  useUnsavedChanges(dirty);

  const submit = () =>
    save.mutate(current, {
      onSuccess: () => setDraft(undefined),
    });
  return (
    <Stack gap="4">
      <Text role="status" minH="6" fontWeight="medium">
        {dirty &&
          t(
            sameAccess(current, DEFAULT_MODULE_ACCESS)
              ? 'configuration.resetDone'
              : 'configuration.unsaved',
          )}
      </Text>
      <AccessTable
        levels={current}
        onChange={(module, role, level) => setDraft(withLevel(current, module, role, level))}
      />
      <HStack gap="3" flexWrap="wrap">
        <Button
          bg="care.button.primary.bg"
          color="care.button.primary.fg"
          borderRadius="care.button"
          loading={save.isPending}
          disabled={!dirty}
          onClick={submit}
        >
          {t('configuration.save')}
        </Button>
        <Button
          variant="outline"
          borderRadius="care.button"
          onClick={() => setDraft(DEFAULT_MODULE_ACCESS)}
        >
          {t('configuration.reset')}
        </Button>
      </HStack>
    </Stack>
  );
}
