import type { FieldDefinition } from '@care/api-client';
import {
  ConfirmDialog,
  defaultFormatDate,
  FormRenderer,
  useFormRenderer,
  type FormMode,
} from '@care/ui';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import type { FormValues } from '@care/ui';
import { useId, useState } from 'react';
import { formatNumericDate } from '@care/i18n';
import { useTranslation } from 'react-i18next';
import { labelsOf, useFormRendererDraft } from '../../../shared/drafts/use-form-renderer-draft';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import { useFormRendererMessages, useStructureTranslate } from '../form-messages';
import { CurrentPasswordField, useReauthentication } from './current-password';

/**
 * A date as Care shows dates, DD/MM/YYYY (@care/i18n's `Intl`-drawn numeric format, free of
 * date-fns for the shell's first load); a date-time as the form renderer shows it.
 */
function formatDate(iso: string, withTime: boolean): string {
  if (withTime) return defaultFormatDate(iso, true);
  return formatNumericDate(iso) || iso;
}

/** Props of {@link ServerForm}. */
export interface ServerFormProps {
  /** The structure's fields, with their current values. */
  fields: readonly FieldDefinition[];
  /**
   * Where the texts are: `{textsKey}.title`, `.edit`, `.save`, `.cancel` and
   * `.confirm.{title,description,confirm,cancel}` (e.g. `profilePage.data`).
   */
  textsKey: string;
  /** Where the categories' names are (e.g. `profilePage.categories`). */
  categoriesKey: string;
  /** The save: a mutation whose failure has been said already (it rejects). */
  save: { mutateAsync: (values: FormValues) => Promise<unknown>; isPending: boolean };
  /** Whether Edit is offered (default true). */
  editable?: boolean;
  /**
   * A field whose change needs the current password (the own e-mail address): while it is
   * changed, the form asks for the password and the save sends it as `currentPassword`.
   */
  reauthenticateOn?: string;
  /**
   * Which form and record its draft belongs to (docs/behaviour/never-losing-work.md#drafts): while
   * the user edits, what they type is kept, and offered back after a reload.
   */
  draft: { formId: string; recordId: string };
}

/**
 * A form the server describes (docs/behaviour/forms.md#view-edit-confirm-save), as the profile and
 * the person detail pages show it: the values as text; Edit shows the inputs with Save and Cancel;
 * Save checks the fields, then asks for confirmation, then saves. After a save the caller reads the
 * values again (the form reloads) and the view returns. A failed save closes the confirmation and
 * stays in edit mode with everything typed.
 */
export function ServerForm({
  fields,
  textsKey,
  categoriesKey,
  save,
  editable = true,
  reauthenticateOn,
  ...props
}: ServerFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [mode, setMode] = useState<FormMode>('view');
  const [confirming, setConfirming] = useState(false);
  const messages = useFormRendererMessages();
  const translate = useStructureTranslate(categoriesKey);
  const form = useFormRenderer({
    fields,
    onSubmit: async (values) => {
      await save.mutateAsync(reauthentication.withPassword(values));
      reauthentication.clear();
      await draft.clear();
      setMode('view');
    },
  });
  const reauthentication = useReauthentication(form, reauthenticateOn);
  const draft = useFormRendererDraft({
    form,
    fields,
    ...props.draft,
    labelOf: labelsOf(fields, translate),
    enabled: editable,
    onRestore: () => setMode('edit'),
  });
  useUnsavedChanges(mode === 'edit');

  const askToSave = () => {
    const [first] = form.validate();
    if (first) {
      document.getElementById(form.fieldId(first.fieldName))?.focus();
      return;
    }
    if (reauthentication.check()) setConfirming(true);
  };
  // The confirmation closes whatever the answer: a failure's message must not sit behind a
  // modal dialog, and the form below still holds every value typed.
  const confirm = () => form.submit().catch(() => undefined);

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id={headingId}>
          {t(`${textsKey}.title`)}
        </Heading>
        {!editable ? null : mode === 'view' ? (
          <Button
            bg="care.button.primary.bg"
            color="care.button.primary.fg"
            borderRadius="care.button"
            onClick={() => setMode('edit')}
          >
            {t(`${textsKey}.edit`)}
          </Button>
        ) : (
          <Flex gap="2">
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => {
                form.reset();
                reauthentication.clear();
                void draft.clear();
                setMode('view');
              }}
            >
              {t(`${textsKey}.cancel`)}
            </Button>
            <Button
              bg="care.button.primary.bg"
              color="care.button.primary.fg"
              borderRadius="care.button"
              loading={save.isPending}
              onClick={askToSave}
            >
              {t(`${textsKey}.save`)}
            </Button>
          </Flex>
        )}
      </Flex>
      {draft.prompt}
      <FormRenderer
        form={form}
        mode={mode}
        messages={messages}
        translate={translate}
        formatDate={formatDate}
        headingLevel={3}
        aria-labelledby={headingId}
      />
      {mode === 'edit' && reauthentication.needed ? (
        <CurrentPasswordField {...reauthentication.field} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title={t(`${textsKey}.confirm.title`)}
        description={t(`${textsKey}.confirm.description`)}
        confirmLabel={t(`${textsKey}.confirm.confirm`)}
        cancelLabel={t(`${textsKey}.confirm.cancel`)}
      />
    </Stack>
  );
}
