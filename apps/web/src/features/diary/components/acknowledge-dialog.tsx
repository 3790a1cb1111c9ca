import { DIARY_ACK_NOTE_MAX, type DiaryCriticalEntry } from '@care/api-client';
import { ConfirmDialog, TextFieldWithCounter } from '@care/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { useAcknowledgeMutation } from '../api/diary.mutations';
import { criticalGuestName } from '../critical-events';

/**
 * Records the action taken on a critical entry (docs/behaviour/diary.md#critical-events): a
 * required note of 1 to 1 000 characters with its counter, Save and Cancel. Saved, the dialog
 * closes; a failure keeps it open with the note (the message bar says why).
 */
function AcknowledgeDialog(props: {
  entry: DiaryCriticalEntry;
  onAcknowledged?: ((entry: DiaryCriticalEntry) => void) | undefined;
  onClose: () => void;
}) {
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
    props.onAcknowledged?.(props.entry);
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

/**
 * The acknowledgement with its message bars (a chunk of its own, loaded when first wanted): the
 * dialog while `entry` is set; the bars stay after it closes, for the success message.
 */
export default function AcknowledgeLayer(props: {
  entry: DiaryCriticalEntry | null;
  /** Saved: the entry is acknowledged (called before `onClose`). */
  onAcknowledged?: ((entry: DiaryCriticalEntry) => void) | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('diary.alerts.messages')}>
      {props.entry && (
        <AcknowledgeDialog
          entry={props.entry}
          onAcknowledged={props.onAcknowledged}
          onClose={props.onClose}
        />
      )}
    </PageMessageBars>
  );
}
