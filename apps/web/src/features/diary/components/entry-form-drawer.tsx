import type { DiaryEntry } from '@care/api-client';
import { defaultFormatDate, Drawer, FormRenderer, useFormRenderer } from '@care/ui';
import { Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  labelsOf,
  saveClearingDraft,
  useFormRendererDraft,
} from '../../../shared/drafts/use-form-renderer-draft';
import { FormDrawerFooter } from '../../../shared/form-drawer-footer';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import { useMinuteClock } from '../../../shared/use-minute-clock';
import { useFormRendererMessages, useStructureTranslate } from '../../profile/form-messages';
import { useSaveEntry } from '../api/diary-entry.mutations';
import { entryFields, type CategoryChoice, type EntryFormKind } from '../entry-fields';
import { AttachAfterSave, PickedFiles, useAttachAfterSave } from './entry-form-attachments';
import { useEntryText } from '../entry-text';

/** Props of {@link EntryFormDrawer}. */
export interface EntryFormDrawerProps {
  kind: EntryFormKind;
  personalDataId: number;
  /** The entry a correction or an amendment starts from. */
  entry?: DiaryEntry | undefined;
  /** The active categories, named in the current language. */
  categories: readonly CategoryChoice[];
  /** The guest's name, for the outbox's list when the entry waits there. */
  guestName?: string;
  onClose: () => void;
}

const TITLES = {
  create: 'diary.form.createTitle',
  correct: 'diary.form.correctTitle',
  amend: 'diary.form.amendTitle',
} as const;

const HELP = {
  create: undefined,
  correct: 'diary.form.correctHelp',
  amend: 'diary.form.amendHelp',
};

/**
 * The entry form in a drawer (docs/behaviour/diary.md#writing-an-entry): a new entry, the author's
 * correction or an amendment, drawn by @care/ui's form renderer. Save checks the fields (the
 * first problem gets focus); a failed save keeps the drawer open with everything typed.
 */
export function EntryFormDrawer({
  kind,
  personalDataId,
  entry,
  categories,
  guestName,
  onClose,
}: EntryFormDrawerProps) {
  const { t } = useTranslation();
  const messages = useFormRendererMessages();
  const translate = useStructureTranslate('diary.form');
  const attach = useAttachAfterSave(onClose);
  const save = useSaveEntry(personalDataId, kind, entry, guestName, attach.files);
  const [openedAt] = useState(() => new Date());
  const textOf = useEntryText();
  const now = useMinuteClock();
  const fields = useMemo(
    // An activity's entry starts from its words in the reader's language (its origin).
    () =>
      entryFields(kind, categories, {
        now,
        openedAt,
        entry: entry && { ...entry, text: textOf(entry) },
      }),
    [kind, categories, entry, now, openedAt, textOf],
  );
  const form = useFormRenderer({
    fields,
    onSubmit: (values) => saveClearingDraft(attach.track(save), values, draft, attach.afterSave),
  });
  const draft = useFormRendererDraft({
    form,
    fields,
    formId: `diary.entry.${kind}`,
    recordId: kind === 'create' || !entry ? `new-for-${personalDataId}` : String(entry.id),
    labelOf: labelsOf(fields, translate),
  });
  useUnsavedChanges(true);
  if (attach.saved)
    return <AttachAfterSave entry={attach.saved} files={attach.files} onClose={onClose} />;
  const help = HELP[kind];
  const footer = (
    <FormDrawerFooter
      formId={form.formId}
      pending={save.isPending}
      cancelLabel={t('diary.form.cancel')}
      saveLabel={t('diary.form.save')}
      onCancel={onClose}
    />
  );
  return (
    <Drawer
      open
      onClose={onClose}
      title={t(TITLES[kind])}
      description={help ? t(help) : undefined}
      closeLabel={t('diary.form.close')}
      closeDisabled={save.isPending}
      footer={footer}
    >
      {draft.prompt}
      {kind !== 'create' && entry && (
        <Text mb="4" color="fg.muted">
          {t('diary.entry.version', { version: entry.version })}
        </Text>
      )}
      <FormRenderer
        form={form}
        messages={messages}
        translate={translate}
        formatDate={defaultFormatDate}
        aria-label={t(TITLES[kind])}
      />
      {kind === 'create' && <PickedFiles files={attach.files} onChange={attach.setFiles} />}
    </Drawer>
  );
}
