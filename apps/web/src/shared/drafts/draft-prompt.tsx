import { formatNumericDate } from '@care/i18n';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftOffer, DraftValues } from './use-draft';

/** Props of {@link DraftPrompt}. */
export interface DraftPromptProps<Values extends DraftValues> {
  offer: DraftOffer<Values>;
  /** A field's label as the form shows it. */
  labelOf: (field: string) => string;
  /** A value as text, for the comparison (default: as it is, lists joined). */
  textOf?: (field: string, value: unknown) => string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** 10:42 today, else the date and time of `date`. */
function timeText(date: Date, language: string): string {
  const today = new Date().toDateString() === date.toDateString();
  if (!today) return formatNumericDate(date, true);
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

function plainText(_field: string, value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string);
}

/** The fields that differ: what the user typed beside what is saved now. */
function Comparison(props: {
  fields: readonly string[];
  labelOf: (field: string) => string;
  mine: (field: string) => string;
  saved: (field: string) => string;
}) {
  const { t } = useTranslation();
  const columns = ['drafts.field', 'drafts.yours', 'drafts.saved'] as const;
  return (
    <Box
      as="table"
      mt="2"
      w="full"
      fontSize="sm"
      css={{ '& th, & td': { textAlign: 'start', pe: '2' } }}
    >
      <thead>
        <tr>
          {columns.map((key) => (
            <th key={key} scope="col">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.fields.map((field) => (
          <tr key={field}>
            <Box asChild fontWeight="normal">
              <th scope="row">{props.labelOf(field)}</th>
            </Box>
            <td>{props.mine(field)}</td>
            <td>{props.saved(field)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/**
 * The offer of a draft at the top of a form (docs/behaviour/never-losing-work.md#drafts): "Restore
 * what you typed at 10:42?" with Restore and Discard, announced to screen readers (a status
 * region). When the form lost fields since, it names them; when someone saved the record after the
 * draft began, it shows both versions, field by field, and the user chooses.
 */
export function DraftPrompt<Values extends DraftValues>(props: DraftPromptProps<Values>) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { offer, labelOf } = props;
  const textOf = props.textOf ?? plainText;
  const mine = offer.values as Record<string, unknown>;
  const saved = offer.saved as Record<string, unknown> | undefined;
  const changed = saved
    ? Object.keys(mine).filter(
        (field) => JSON.stringify(mine[field]) !== JSON.stringify(saved[field]),
      )
    : [];
  const show = (field: string, value: unknown) => textOf(field, value) || t('drafts.empty');
  return (
    <Box
      role="region"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="md"
      p="3"
      mb="4"
    >
      <Box role="status">
        <Text id={titleId} fontWeight="semibold">
          {t('drafts.question', { time: timeText(offer.savedAt, i18n.language) })}
        </Text>
        {offer.dropped.length > 0 && (
          <Text mt="1">
            {t('drafts.dropped', { fields: offer.dropped.map(labelOf).join(', ') })}
          </Text>
        )}
        {changed.length > 0 && <Text mt="1">{t('drafts.changed')}</Text>}
      </Box>
      {changed.length > 0 && (
        <Comparison
          fields={changed}
          labelOf={labelOf}
          mine={(field) => show(field, mine[field])}
          saved={(field) => show(field, saved?.[field])}
        />
      )}
      <Flex gap="2" mt="3" wrap="wrap">
        <Button size="sm" onClick={props.onRestore}>
          {t(changed.length > 0 ? 'drafts.keepMine' : 'drafts.restore')}
        </Button>
        <Button size="sm" variant="outline" onClick={props.onDiscard}>
          {t(changed.length > 0 ? 'drafts.keepSaved' : 'drafts.discard')}
        </Button>
      </Flex>
    </Box>
  );
}
