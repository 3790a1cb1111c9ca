import { MEASUREMENT_ACK_NOTE_MAX, type MeasurementAlert } from '@care/api-client';
import { ConfirmDialog, TextFieldWithCounter } from '@care/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextDraft } from '../../../shared/drafts/use-values-draft';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { alertGuest, alertText } from '../alert-text';
import { useAcknowledgeAlert } from '../api/measurement.mutations';

/**
 * Records the action taken on a measurement alert (docs/behaviour/measurements.md#alerts): a
 * required note, which the server writes to the guest's diary. Saved, the dialog closes; a failure
 * keeps it open with the note (the message bar says why). The note is kept as a draft until it is
 * saved (docs/behaviour/never-losing-work.md#drafts).
 */
function AcknowledgeAlertDialog(props: { alert: MeasurementAlert; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useAcknowledgeAlert();
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const missing = note.trim() === '';
  const draft = useTextDraft({
    formId: 'measurement.alertAck',
    recordId: String(props.alert.id),
    text: note,
    setText: setNote,
    label: t('measurement.alerts.note'),
  });
  const save = async () => {
    setChecked(true);
    if (missing) throw new Error('the note is missing');
    await mutation.mutateAsync({ id: props.alert.id, body: { note } });
    await draft.clear();
  };
  return (
    <ConfirmDialog
      open
      onClose={props.onClose}
      onConfirm={save}
      title={t('measurement.alerts.dialogTitle')}
      description={`${alertGuest(props.alert)}: ${alertText(t, props.alert)}`}
      confirmLabel={t('measurement.alerts.confirm')}
      cancelLabel={t('measurement.alerts.cancel')}
    >
      {draft.prompt}
      <TextFieldWithCounter
        label={t('measurement.alerts.note')}
        value={note}
        onChange={setNote}
        maxLength={MEASUREMENT_ACK_NOTE_MAX}
        remainingLabel={(count) => t('measurement.alerts.remaining', { count })}
        countLabel={(count, max) => t('measurement.alerts.counted', { count, max })}
        multiline
        required
        invalid={checked && missing}
        errorText={t('measurement.alerts.noteRequired')}
        autoComplete="off"
      />
    </ConfirmDialog>
  );
}

/** The dialog with its message bars (a chunk of its own, loaded when first wanted). */
export default function AcknowledgeAlertLayer(props: {
  alert: MeasurementAlert | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('measurement.messages')}>
      {props.alert && <AcknowledgeAlertDialog alert={props.alert} onClose={props.onClose} />}
    </PageMessageBars>
  );
}
