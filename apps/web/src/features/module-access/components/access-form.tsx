import {
  DEFAULT_MODULE_ACCESS,
  type ModuleAccessLevel,
  type ModuleAccessMap,
  type ModuleId,
  type Role,
} from '@care/api-client';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValuesDraft } from '../../../shared/drafts/use-values-draft';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import { useSaveModuleAccess } from '../api/module-access.mutations';
import { cellLabel, cellOf, cellsOf, sameAccess, withCells, withLevel } from '../draft';
import { AccessTable } from './access-table';

/**
 * The edited table's draft (docs/behaviour/never-losing-work.md#drafts): one per facility, its
 * fields the 175 cells; when the saved configuration changed since it began, the offer lists the
 * cells that differ ("Nurse, Diary": Write beside Read) and the user chooses.
 */
function useAccessDraft(
  saved: ModuleAccessMap,
  current: ModuleAccessMap,
  setDraft: (map: ModuleAccessMap) => void,
) {
  const { t } = useTranslation();
  return useValuesDraft({
    formId: 'configuration.moduleAccess',
    recordId: 'facility',
    initial: cellsOf(saved),
    values: cellsOf(current),
    labelOf: (cell) => {
      const { module, role } = cellOf(cell);
      return cellLabel(t, module, role);
    },
    textOf: (_cell, level) => t(`configuration.levels.${String(level)}`),
    onRestore: (cells) => setDraft(withCells(saved, cells)),
  });
}

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
  const kept = useAccessDraft(saved, current, setDraft);
  const change = useCallback(
    (module: ModuleId, role: Role, level: ModuleAccessLevel) =>
      setDraft((previous) => withLevel(previous ?? saved, module, role, level)),
    [saved],
  );

  const submit = () =>
    save.mutate(current, {
      onSuccess: () => {
        setDraft(undefined);
        void kept.clear();
      },
    });
  return (
    <Stack gap="4">
      {kept.prompt}
      <Text role="status" minH="6" fontWeight="medium">
        {dirty &&
          t(
            sameAccess(current, DEFAULT_MODULE_ACCESS)
              ? 'configuration.resetDone'
              : 'configuration.unsaved',
          )}
      </Text>
      <AccessTable levels={current} onChange={change} />
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
