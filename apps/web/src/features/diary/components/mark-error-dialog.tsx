import { DIARY_REASON_MAX } from '@care/api-client';
import { ConfirmDialog, TextFieldWithCounter } from '@care/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
 * open with the reason typed.
 */
export function MarkErrorDialog({ personalDataId, entryId, onClose }: MarkErrorDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const mark = useMarkEnteredInError(personalDataId);
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => mark.mutateAsync({ id: entryId, reason: reason.trim() })}
      title={t('diary.markError.title')}
      description={t('diary.markError.description')}
      confirmLabel={t('diary.markError.confirm')}
      cancelLabel={t('diary.markError.cancel')}
      destructive
      confirmDisabled={reason.trim() === ''}
      pending={mark.isPending}
    >
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
