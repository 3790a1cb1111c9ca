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
import { useFormRendererMessages, useStructureTranslate } from '../../profile/form-messages';
import { useSavePersonDetail } from '../api/person-detail.mutations';

/** A date as Care shows dates, DD/MM/YYYY (written out: see the profile form). */
function formatDate(iso: string, withTime: boolean): string {
  if (withTime) return defaultFormatDate(iso, true);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** Props of {@link PersonDataForm}. */
export interface PersonDataFormProps {
  personalDataId: number;
  /** The structure's fields with the person's values. */
  fields: readonly FieldDefinition[];
  /** Whether the user may edit (secretary, administrator). */
  editable: boolean;
}

/**
 * The person detail form (spec 02 §2, §4): grouped by category; the values as text; Edit shows
 * the inputs with Save and Cancel; Save checks the fields, asks for confirmation, then saves.
 * After a save the detail is read again (the form reloads) and the view returns. A failed save
 * closes the confirmation and stays in edit mode with everything typed.
 */
export function PersonDataForm({ personalDataId, fields, editable }: PersonDataFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [mode, setMode] = useState<FormMode>('view');
  const [confirming, setConfirming] = useState(false);
  const save = useSavePersonDetail(personalDataId);
  const messages = useFormRendererMessages();
  const translate = useStructureTranslate('personDetail.categories');
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
  // The confirmation closes whatever the answer; the form still holds every value typed.
  const confirm = () => form.submit().catch(() => undefined);

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id={headingId}>
          {t('personDetail.data.title')}
        </Heading>
        {!editable ? null : mode === 'view' ? (
          <Button
            bg="care.button.primary.bg"
            color="care.button.primary.fg"
            borderRadius="care.button"
            onClick={() => setMode('edit')}
          >
            {t('personDetail.data.edit')}
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
              {t('personDetail.data.cancel')}
            </Button>
            <Button
              bg="care.button.primary.bg"
              color="care.button.primary.fg"
              borderRadius="care.button"
              loading={save.isPending}
              onClick={askToSave}
            >
              {t('personDetail.data.save')}
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
        title={t('personDetail.data.confirm.title')}
        description={t('personDetail.data.confirm.description')}
        confirmLabel={t('personDetail.data.confirm.confirm')}
        cancelLabel={t('personDetail.data.confirm.cancel')}
      />
    </Stack>
  );
}
