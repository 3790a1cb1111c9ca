import { DIARY_REASON_MAX } from '@care/api-client';
import { ConfirmDialog, TextFieldWithCounter } from '@care/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextDraft } from '../../../shared/drafts/use-values-draft';
import { useMarkEnteredInError } from '../api/diary-entry.mutations';

/** Props of {@link MarkErrorDialog}. */
export interface MarkErrorDialogProps {
  personalDataId: number;
  entryId: number;
  onClose: () => void;
}

/**
 * Marks an entry entered in error (docs/behaviour/diary.md#changing-an-entry), with its
 * compulsory reason: the entry stays in the diary, struck through. A failure keeps the dialog
 * open with the reason typed, and the reason is kept as a draft until it is saved
 * (docs/behaviour/never-losing-work.md#drafts).
 */
export function MarkErrorDialog({ personalDataId, entryId, onClose }: MarkErrorDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const mark = useMarkEnteredInError(personalDataId);
  const draft = useTextDraft({
    formId: 'diary.enteredInError',
    recordId: String(entryId),
    text: reason,
    setText: setReason,
    label: t('diary.markError.reason'),
  });
  const save = async () => {
    await mark.mutateAsync({ id: entryId, reason: reason.trim() });
    await draft.clear();
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={save}
      title={t('diary.markError.title')}
      description={t('diary.markError.description')}
      confirmLabel={t('diary.markError.confirm')}
      cancelLabel={t('diary.markError.cancel')}
      destructive
      confirmDisabled={reason.trim() === ''}
      pending={mark.isPending}
    >
      {draft.prompt}
      <TextFieldWithCounter
        label={t('diary.markError.reason')}
        value={reason}
        onChange={setReason}
        maxLength={DIARY_REASON_MAX}
        remainingLabel={(count) => t('formRenderer.remainingCharacters', { count })}
        multiline
        rows={3}
        required
      />
    </ConfirmDialog>
  );
}
