import {
  defaultExportPeriod,
  EXPORT_DEFAULT_PERIODS,
  EXPORT_FORMATS,
  exportFileName,
  localIsoDate,
  type ExportFormat,
  type ExportLanguage,
  type ExportModule,
} from '@care/api-client';
import { ConfirmDialog } from '@care/ui';
import { Field, HStack, Input, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { apiErrorMessageKey } from '../../shared/api-error-message';
import { saveBlob } from '../../shared/save-file';

/** Props of {@link ExportDialog}: a guest's export, or (`groupId`) a group's. */
export type ExportDialogProps = {
  /** The export type (`STATUS_HISTORY`) and its module, whose default period the picker starts with. */
  type: string;
  module: ExportModule;
  /** The term of the export's title (`exports.type.STATUS_HISTORY`). */
  titleKey: string;
  onClose: () => void;
} & (
  | {
      /** The guest's personalDataId. */
      guestId: number;
      /** The guest's name, for the file's name (left out when not given). */
      guestName?: { name: string; surname: string } | undefined;
      groupId?: undefined;
    }
  | {
      /** The group whose guests are exported together (the types that allow it). */
      groupId: number;
      /** The group's name, for the file's name and the dialog. */
      groupName: string;
      guestId?: undefined;
    }
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Exports a guest's records, or a group's guests' (docs/behaviour/exports.md): the period (the module's default to start
 * with), CSV or PDF, then the download, with a spinner and a status text while the server makes
 * the file. A failure keeps the dialog open with what was chosen and says why.
 */
export function ExportDialog(props: ExportDialogProps) {
  const { type, module, titleKey, onClose } = props;
  const { t, i18n } = useTranslation();
  const api = useApi();
  const id = useId();
  const [period, setPeriod] = useState(() =>
    defaultExportPeriod(EXPORT_DEFAULT_PERIODS[module], localIsoDate(new Date())),
  );
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = !DAY.test(period.from) || !DAY.test(period.to);
  const reversed = !missing && period.from > period.to;

  const download = async () => {
    setChecked(true);
    setFailure(null);
    if (missing || reversed) throw new Error('incomplete');
    const lang = i18n.resolvedLanguage as ExportLanguage;
    const choice = { type, ...period, format, lang };
    const [request, who] =
      props.groupId === undefined
        ? [{ ...choice, guestId: props.guestId }, props.guestName]
        : [{ ...choice, groupId: props.groupId }, { groupName: props.groupName }];
    setPending(true);
    try {
      saveBlob(await api.exports.download(request, { timeoutMs: 0 }), exportFileName(request, who));
    } catch (error) {
      const key = apiErrorMessageKey(error, (k) => i18n.exists(k), 'exports.dialog.error');
      setFailure(key === null ? null : t(key));
      throw error;
    } finally {
      setPending(false);
    }
  };

  const dayField = (which: 'from' | 'to') => (
    <Field.Root required invalid={checked && (missing || reversed)} id={`${id}-${which}`}>
      <Field.Label>
        {t(`exports.dialog.${which}`)}
        <Field.RequiredIndicator color="care.error.fg" />
      </Field.Label>
      <Input
        type="date"
        value={period[which]}
        onChange={(event) => setPeriod((current) => ({ ...current, [which]: event.target.value }))}
      />
      {which === 'to' && (
        <Field.ErrorText color="care.error.fg">
          {t(missing ? 'exports.dialog.required' : 'exports.dialog.periodOrder')}
        </Field.ErrorText>
      )}
    </Field.Root>
  );

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={download}
      title={
        props.groupId === undefined
          ? t('exports.dialog.title', { title: t(titleKey) })
          : t('exports.dialog.groupTitle', { title: t(titleKey), group: props.groupName })
      }
      confirmLabel={t('exports.dialog.download')}
      cancelLabel={t('exports.dialog.cancel')}
    >
      <HStack align="start">
        {dayField('from')}
        {dayField('to')}
      </HStack>
      <Field.Root id={`${id}-format`}>
        <Field.Label>{t('exports.dialog.format')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={format}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
          >
            {EXPORT_FORMATS.map((value) => (
              <option key={value} value={value}>
                {t(`exports.dialog.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {pending && (
        <HStack role="status">
          <Spinner size="sm" aria-hidden />
          <Text>{t('exports.dialog.progress')}</Text>
        </HStack>
      )}
      {failure && (
        <Text role="alert" color="care.error.fg">
          {failure}
        </Text>
      )}
    </ConfirmDialog>
  );
}
