import { DIARY_ACK_NOTE_MAX, type DiaryCriticalEntry } from '@care/api-client';
import { ConfirmDialog, TextFieldWithCounter } from '@care/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { criticalGuestName, useAcknowledgeMutation } from '../api/diary.mutations';

/**
 * Records the action taken on a critical entry (docs/behaviour/diary.md#critical-events): a
 * required note of 1 to 1 000 characters with its counter, Save and Cancel. Saved, the dialog
 * closes; a failure keeps it open with the note (the message bar says why).
 */
export function AcknowledgeDialog(props: { entry: DiaryCriticalEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useAcknowledgeMutation();
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const missing = note.trim() === '';
  const guest = criticalGuestName(props.entry);

  const save = async () => {
    setChecked(true);
    if (missing) throw new Error('the note is missing');
    await mutation.mutateAsync({ entry: props.entry, note });
  };

  return (
    <ConfirmDialog
      open
      onClose={props.onClose}
      onConfirm={save}
      title={t('diary.alerts.dialogTitle')}
      description={t('diary.alerts.dialogDescription', { guest })}
      confirmLabel={t('diary.alerts.save')}
      cancelLabel={t('diary.alerts.cancel')}
    >
      <TextFieldWithCounter
        label={t('diary.alerts.note')}
        value={note}
        onChange={setNote}
        maxLength={DIARY_ACK_NOTE_MAX}
        remainingLabel={(count) => t('diary.alerts.remaining', { count })}
        countLabel={(count, max) => t('diary.alerts.counted', { count, max })}
        multiline
        required
        invalid={checked && missing}
        errorText={t('diary.alerts.noteRequired')}
        autoComplete="off"
      />
    </ConfirmDialog>
  );
}
