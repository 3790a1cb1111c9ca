import { DIARY_ACK_NOTE_MAX, type DiaryCriticalEntry } from '@care/api-client';
import { ConfirmDialog, TextFieldWithCounter } from '@care/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextDraft } from '../../../shared/drafts/use-values-draft';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { useAcknowledgeMutation } from '../api/diary.mutations';
import { criticalGuestName } from '../critical-events';

/**
 * Records the action taken on a critical entry (docs/behaviour/diary.md#critical-events): a
 * required note of 1 to 1 000 characters with its counter, Save and Cancel. Saved, the dialog
 * closes; a failure keeps it open with the note (the message bar says why). The note is kept as a
 * draft until it is saved (docs/behaviour/never-losing-work.md#drafts).
 */
function AcknowledgeDialog(props: {
  entry: DiaryCriticalEntry;
  onAcknowledged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useAcknowledgeMutation();
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const missing = note.trim() === '';
  const guest = criticalGuestName(props.entry);
  const draft = useTextDraft({
    formId: 'diary.ack',
    recordId: String(props.entry.id),
    text: note,
    setText: setNote,
    label: t('diary.alerts.note'),
  });

  const save = async () => {
    setChecked(true);
    if (missing) throw new Error('the note is missing');
    await mutation.mutateAsync({ entry: props.entry, note });
    await draft.clear();
    props.onAcknowledged();
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
      {draft.prompt}
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
 * Where the keyboard focus goes once an acknowledged entry has left the list: the dialog gives it
 * back to the entry's Acknowledge button, which is gone with its row. It moves to the next entry's
 * Acknowledge button (the one now in the acknowledged entry's place), else to the card's heading,
 * never left on the page's body. Only when the focus is lost: a user who has moved on keeps it.
 */
function useFocusAfterAcknowledge(
  items: readonly DiaryCriticalEntry[] | undefined,
  open: boolean,
  heading: RefObject<HTMLElement | null>,
) {
  // The acknowledged entry and its place, until it has left the list and the dialog has closed.
  const left = useRef<{ id: number; index: number } | null>(null);
  useEffect(() => {
    const gone = left.current;
    if (!gone || open || items?.some((entry) => entry.id === gone.id) !== false) return;
    left.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const buttons = heading.current
      ?.closest('section')
      ?.querySelectorAll<HTMLElement>('[data-acknowledge]');
    (buttons?.[gone.index] ?? heading.current)?.focus();
  }, [open, items, heading]);
  return (acknowledged: { id: number; index: number }) => {
    left.current = acknowledged;
  };
}

/**
 * The acknowledgement with its message bars (a chunk of its own, loaded when first wanted): the
 * dialog while `entry` is set; the bars stay after it closes, for the success message. Once the
 * acknowledged entry has left `items`, the focus goes on to the next entry's Acknowledge button
 * (`[data-acknowledge]` in the card of `heading`), else to `heading`.
 */
export default function AcknowledgeLayer(props: {
  entry: DiaryCriticalEntry | null;
  /** The entries the card lists. */
  items: readonly DiaryCriticalEntry[] | undefined;
  /** The card's heading (focusable from a script). */
  heading: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { entry, items } = props;
  const remember = useFocusAfterAcknowledge(items, entry !== null, props.heading);
  // The entry's place when its dialog opened: by the time it is saved the list has been read again.
  const [opened, setOpened] = useState<{ id: number; index: number } | null>(null);
  if (entry && opened?.id !== entry.id)
    setOpened({
      id: entry.id,
      index: Math.max(items?.findIndex((e) => e.id === entry.id) ?? 0, 0),
    });
  return (
    <PageMessageBars label={t('diary.alerts.messages')}>
      {entry && (
        <AcknowledgeDialog
          entry={entry}
          onAcknowledged={() => {
            remember(opened?.id === entry.id ? opened : { id: entry.id, index: 0 });
          }}
          onClose={props.onClose}
        />
      )}
    </PageMessageBars>
  );
}
