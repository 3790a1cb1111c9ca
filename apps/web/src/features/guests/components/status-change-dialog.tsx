import { ARCHIVE_CAUSES, localIsoDate, type ArchiveCause, type GuestRow } from '@care/api-client';
import { ConfirmDialog } from '@care/ui';
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeGuestStatus } from '../api/guests.mutations';
import type { StatusChange } from '../status-changes';

/** Props of {@link StatusChangeDialog}. */
export interface StatusChangeDialogProps {
  guest: GuestRow;
  change: StatusChange;
  onClose: () => void;
}

/**
 * Confirms a guest's status change (docs/behaviour/people-and-guests.md#status-changes): the
 * archive cause where the mode asks for it, the date it takes effect (required; today to start
 * with) and, for dismissing and rejecting, the typed word: a word that differs shows
 * `hardDescriptionError` and sends nothing. A failure keeps the dialog open with everything chosen
 * (the message bar says why).
 */
export function StatusChangeDialog({ guest, change, onClose }: StatusChangeDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useChangeGuestStatus();
  const [date, setDate] = useState(() => localIsoDate(new Date()));
  const [cause, setCause] = useState<ArchiveCause | ''>('');
  const [checked, setChecked] = useState(false);
  const name = `${guest.name} ${guest.surname}`;
  const dateMissing = !/^\d{4}-\d{2}-\d{2}$/.test(date);
  const causeMissing = change.causeRequired && cause === '';
  const key = `guests.change.${change.action}`;

  const confirm = async () => {
    setChecked(true);
    if (dateMissing || causeMissing) throw new Error('incomplete');
    await mutation.mutateAsync({
      guest,
      change,
      date,
      archiveCause: cause === '' ? undefined : cause,
    });
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={confirm}
      title={t(`${key}.title`, { name })}
      description={t(`${key}.description`, { name })}
      confirmLabel={t(`${key}.confirm`)}
      cancelLabel={t('guests.change.cancel')}
      destructive={change.word !== null}
      confirmation={
        change.word === null
          ? undefined
          : {
              word: change.word,
              label: t('guests.change.wordLabel', { word: change.word }),
              errorText: t('hardDescriptionError', { word: change.word }),
            }
      }
    >
      {change.causeRequired && (
        <Field.Root required invalid={checked && causeMissing} id={`${id}-cause`}>
          <Field.Label>
            {t('guests.change.cause')}
            <Field.RequiredIndicator color="care.error.fg" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={cause}
              onChange={(event) => setCause(event.target.value as ArchiveCause | '')}
            >
              <option value="">{t('guests.change.causePlaceholder')}</option>
              {ARCHIVE_CAUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`guests.archiveCause.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText color="care.error.fg">
            {t('guests.change.causeRequired')}
          </Field.ErrorText>
        </Field.Root>
      )}
      <Field.Root required invalid={checked && dateMissing} id={`${id}-date`}>
        <Field.Label>
          {t('guests.change.date')}
          <Field.RequiredIndicator color="care.error.fg" />
        </Field.Label>
        <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        <Field.ErrorText color="care.error.fg">{t('guests.change.dateRequired')}</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  );
}
