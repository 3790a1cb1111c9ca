import type { FieldDefinition } from '@care/api-client';
import {
  ConfirmDialog,
  defaultFormatDate,
  FormRenderer,
  useFormRenderer,
  type FormMode,
} from '@care/ui';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import { useSaveMyInfo } from '../api/profile.mutations';
import { useFormRendererMessages, useStructureTranslate } from '../form-messages';

/**
 * A date as Care shows dates, DD/MM/YYYY (@care/i18n's DATE_FORMAT), written out rather than
 * through @care/i18n's date-fns formatters: the shell shares that module, and using them here
 * would put date-fns into every shell's first load (budgets).
 */
function formatDate(iso: string, withTime: boolean): string {
  if (withTime) return defaultFormatDate(iso, true);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/**
 * The personal-data form of the profile page (spec 02 §4, detail form): the values as text; Edit
 * shows the inputs with Save and Cancel; Save checks the fields, then asks for confirmation, then
 * saves. After a save the structure is read again (the form reloads) and the view returns. A
 * failed save closes the confirmation and stays in edit mode with everything typed.
 */
export function PersonalDataForm({ fields }: { fields: readonly FieldDefinition[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [mode, setMode] = useState<FormMode>('view');
  const [confirming, setConfirming] = useState(false);
  const save = useSaveMyInfo();
  const messages = useFormRendererMessages();
  const translate = useStructureTranslate('profilePage.categories');
  const form = useFormRenderer({
    fields,
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      setMode('view');
    },
  });
  useUnsavedChanges(mode === 'edit');

  const askToSave = () => {
    const [first] = form.validate();
    if (first) {
      document.getElementById(form.fieldId(first.fieldName))?.focus();
      return;
    }
    setConfirming(true);
  };
  // The confirmation closes whatever the answer: a failure's message must not sit behind a
  // modal dialog, and the form below still holds every value typed.
  const confirm = () => form.submit().catch(() => undefined);

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id={headingId}>
          {t('profilePage.data.title')}
        </Heading>
        {mode === 'view' ? (
          <Button
            bg="care.button.primary.bg"
            color="care.button.primary.fg"
            borderRadius="care.button"
            onClick={() => setMode('edit')}
          >
            {t('profilePage.data.edit')}
          </Button>
        ) : (
          <Flex gap="2">
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => {
                form.reset();
                setMode('view');
              }}
            >
              {t('profilePage.data.cancel')}
            </Button>
            <Button
              bg="care.button.primary.bg"
              color="care.button.primary.fg"
              borderRadius="care.button"
              loading={save.isPending}
              onClick={askToSave}
            >
              {t('profilePage.data.save')}
            </Button>
          </Flex>
        )}
      </Flex>
      <FormRenderer
        form={form}
        mode={mode}
        messages={messages}
        translate={translate}
        formatDate={formatDate}
        headingLevel={3}
        aria-labelledby={headingId}
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title={t('profilePage.data.confirm.title')}
        description={t('profilePage.data.confirm.description')}
        confirmLabel={t('profilePage.data.confirm.confirm')}
        cancelLabel={t('profilePage.data.confirm.cancel')}
      />
    </Stack>
  );
}
