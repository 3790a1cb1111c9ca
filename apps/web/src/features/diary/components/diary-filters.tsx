import { DIARY_SEARCH_MAX, DIARY_SIGNIFICANCES } from '@care/api-client';
import { Button, chakra, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyAccountId } from '../../auth/use-my-account-id';
import type { DiaryFilters } from '../api/diary.queries';
import type { CategoryChoice } from '../entry-fields';

/** The periods offered, in hours back from now (`all`: no limit). */
export const DIARY_PERIODS = { all: 0, day: 24, week: 24 * 7, month: 24 * 30, quarter: 24 * 90 };
/** A period of the filter. */
export type DiaryPeriod = keyof typeof DIARY_PERIODS;

/** What the user chose, as the controls hold it. */
export interface FilterChoice {
  q: string;
  period: DiaryPeriod;
  /** The start of the period, fixed when it was chosen (a stable query). */
  from?: string | undefined;
  category: string;
  significance: string;
  mine: boolean;
  unread: boolean;
}

/** No filter. */
export const NO_FILTER: FilterChoice = {
  q: '',
  period: 'all',
  category: '',
  significance: '',
  mine: false,
  unread: false,
};

/** The list query of a choice (`me`: the signed-in user's account, for "only mine"). */
export function toQuery(choice: FilterChoice, me: number | undefined): DiaryFilters {
  const query: DiaryFilters = {};
  if (choice.q.trim() !== '') query.q = choice.q.trim();
  if (choice.from) query.from = choice.from;
  if (choice.category) query.categories = choice.category;
  if (choice.significance) query.significance = choice.significance;
  if (choice.mine && me !== undefined) query.author = String(me);
  if (choice.unread) query.unread = 'true';
  return query;
}

/** The filter's state: the choice as the controls hold it, and the list query it makes. */
export function useDiaryFilter() {
  const me = useMyAccountId();
  const [choice, setChoice] = useState<FilterChoice>(NO_FILTER);
  return { choice, setChoice, query: toQuery(choice, me), filtered: choice !== NO_FILTER };
}

/** The start of a period counted back from now, or none. */
export function periodStart(period: DiaryPeriod, now: Date): string | undefined {
  const hours = DIARY_PERIODS[period];
  return hours === 0 ? undefined : new Date(now.getTime() - hours * 3_600_000).toISOString();
}

function Select(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root w="auto" minW="12rem">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Check(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <Flex align="center" gap="2" minH="10">
      <chakra.input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        w="5"
        h="5"
        accentColor="care.primary"
      />
      <chakra.label htmlFor={id}>{props.label}</chakra.label>
    </Flex>
  );
}

/** The search field: the list follows 300 ms after the last keystroke; remounted on "clear". */
function Search({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Field.Root w="auto" minW="14rem" flex="1">
      <Field.Label>{t('diary.filters.search')}</Field.Label>
      <Input
        type="search"
        value={text}
        maxLength={DIARY_SEARCH_MAX}
        onChange={(e) => setText(e.target.value)}
      />
    </Field.Root>
  );
}

/** Props of {@link DiaryFilterBar}. */
export interface DiaryFilterBarProps {
  value: FilterChoice;
  onChange: (next: FilterChoice) => void;
  categories: readonly CategoryChoice[];
}

/**
 * The diary's filters (docs/behaviour/diary.md#reading): text search, period, category,
 * significance, only mine, only unread; they combine, and "clear" removes them all.
 */
export function DiaryFilterBar({ value, onChange, categories }: DiaryFilterBarProps) {
  const { t } = useTranslation();
  // Clearing starts a new search field (its text is its own while typing).
  const [generation, setGeneration] = useState(0);
  const set = (patch: Partial<FilterChoice>) => onChange({ ...value, ...patch });
  const clear = () => {
    onChange(NO_FILTER);
    setGeneration((current) => current + 1);
  };
  const filtered = JSON.stringify(value) !== JSON.stringify(NO_FILTER);
  return (
    <chakra.fieldset display="flex" flexWrap="wrap" gap="3" alignItems="flex-end">
      <chakra.legend srOnly>{t('diary.filters.label')}</chakra.legend>
      <Search key={generation} value={value.q} onChange={(q) => set({ q })} />
      <Select
        label={t('diary.filters.period')}
        value={value.period}
        onChange={(period) =>
          set({
            period: period as DiaryPeriod,
            from: periodStart(period as DiaryPeriod, new Date()),
          })
        }
      >
        {Object.keys(DIARY_PERIODS).map((period) => (
          <option key={period} value={period}>
            {t(`diary.filters.periods.${period}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('diary.filters.category')}
        value={value.category}
        onChange={(category) => set({ category })}
      >
        <option value="">{t('diary.filters.anyCategory')}</option>
        {categories.map(({ id, name }) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </Select>
      <Select
        label={t('diary.filters.significance')}
        value={value.significance}
        onChange={(significance) => set({ significance })}
      >
        <option value="">{t('diary.filters.anySignificance')}</option>
        {DIARY_SIGNIFICANCES.map((id) => (
          <option key={id} value={id}>
            {t(`diary.significance.${id}`)}
          </option>
        ))}
      </Select>
      <Check
        label={t('diary.filters.mine')}
        checked={value.mine}
        onChange={(mine) => set({ mine })}
      />
      <Check
        label={t('diary.filters.unread')}
        checked={value.unread}
        onChange={(unread) => set({ unread })}
      />
      {filtered && (
        <Button variant="ghost" onClick={clear}>
          {t('diary.filters.clear')}
        </Button>
      )}
    </chakra.fieldset>
  );
}
