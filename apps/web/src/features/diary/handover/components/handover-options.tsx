import { DIARY_HANDOVER_MODES, type DiaryHandoverMode, type GuestRow } from '@care/api-client';
import { Autocomplete } from '@care/ui';
import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../../app/api';
import { useSelectedGroupId } from '../../../../shared/selected-group';
import { HANDOVER_PERIODS, rangePeriod, type HandoverPeriodChoice } from '../handover-period';

/** Whose guests: the selected group, my guests, or chosen guests. */
export const HANDOVER_SCOPE_CHOICES = ['group', 'mine', 'guests'] as const;
/** A scope choice. */
export type HandoverScopeChoice = (typeof HANDOVER_SCOPE_CHOICES)[number];

/** A chosen guest of the autocomplete. */
export interface GuestChoice {
  id: number;
  name: string;
}

/** What the handover shows, as the options choose it. */
export interface HandoverOptionsValue {
  period: HandoverPeriodChoice;
  range: { from: string; to: string };
  scope: HandoverScopeChoice;
  guests: GuestChoice[];
  mode: DiaryHandoverMode;
}

interface SelectProps<T extends string> {
  label: string;
  value: T;
  values: readonly T[];
  text: (value: T) => string;
  onChange: (value: T) => void;
}

function Select<T extends string>({ label, value, values, text, onChange }: SelectProps<T>) {
  return (
    <Field.Root maxW="sm">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as T)}>
          {values.map((option) => (
            <option key={option} value={option}>
              {text(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function RangeFields({ value, onChange }: OptionsProps) {
  const { t } = useTranslation();
  const invalid = rangePeriod(value.range.from, value.range.to) === null;
  const field = (which: 'from' | 'to'): ReactNode => (
    <Field.Root invalid={invalid} maxW="xs">
      <Field.Label>{t(`diary.handover.${which}`)}</Field.Label>
      <Input
        type="datetime-local"
        value={value.range[which]}
        onChange={(event) =>
          onChange({ ...value, range: { ...value.range, [which]: event.target.value } })
        }
      />
      {which === 'to' && (
        <Field.ErrorText color="care.error.fg">{t('diary.handover.rangeInvalid')}</Field.ErrorText>
      )}
    </Field.Root>
  );
  return (
    <Flex gap="4" wrap="wrap" align="start">
      {field('from')}
      {field('to')}
    </Flex>
  );
}

const guestChoice = (row: GuestRow): GuestChoice => ({
  id: row.personalDataId,
  name: `${row.surname} ${row.name}${row.room ? ` (${row.room})` : ''}`,
});

function GuestPicker({ value, onChange }: OptionsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const groupId = useSelectedGroupId();
  const search = useCallback(
    async (q: string, { signal }: { signal: AbortSignal }) => {
      const query = { status: 'A' as const, q, page: 0, ...(groupId === null ? {} : { groupId }) };
      return (await api.guests.list(query, { signal })).items.map(guestChoice);
    },
    [api, groupId],
  );
  return (
    <Autocomplete<GuestChoice>
      multiple
      label={t('diary.handover.guests')}
      placeholder={t('diary.handover.guestsSearch')}
      search={search}
      value={value.guests}
      onChange={(guests) => onChange({ ...value, guests })}
      invalid={value.guests.length === 0}
      errorText={t('diary.handover.guestsNone')}
      searchingText={t('formRenderer.autocompleteSearching')}
      noDataFoundText={t('autocomplete.noDataFound')}
      searchErrorText={t('formRenderer.autocompleteSearchError')}
      resultCountText={(count) => t('formRenderer.autocompleteResultCount', { count })}
      removeTagLabel={(label) => t('formRenderer.autocompleteRemove', { label })}
    />
  );
}

interface OptionsProps {
  value: HandoverOptionsValue;
  onChange: (value: HandoverOptionsValue) => void;
}

/** The handover's options: the period (and a range), whose guests, summary or full. */
export function HandoverOptions({ value, onChange }: OptionsProps) {
  const { t } = useTranslation();
  return (
    <Flex as="fieldset" direction="column" gap="4" mb="6">
      <legend>{t('diary.handover.options')}</legend>
      <Flex gap="4" wrap="wrap" align="end">
        <Select
          label={t('diary.handover.period')}
          value={value.period}
          values={HANDOVER_PERIODS}
          text={(period) => t(`diary.handover.periods.${period}`)}
          onChange={(period) => onChange({ ...value, period })}
        />
        <Select
          label={t('diary.handover.scope')}
          value={value.scope}
          values={HANDOVER_SCOPE_CHOICES}
          text={(scope) => t(`diary.handover.scopes.${scope}`)}
          onChange={(scope) => onChange({ ...value, scope })}
        />
        <Select
          label={t('diary.handover.mode')}
          value={value.mode}
          values={DIARY_HANDOVER_MODES}
          text={(mode) => t(`diary.handover.modes.${mode}`)}
          onChange={(mode) => onChange({ ...value, mode })}
        />
      </Flex>
      {value.period === 'range' && <RangeFields value={value} onChange={onChange} />}
      {value.scope === 'guests' && <GuestPicker value={value} onChange={onChange} />}
    </Flex>
  );
}
