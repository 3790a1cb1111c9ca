import type { DiaryEntry } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../../shared/roles';
import { EntryAttachments } from './entry-attachments';
import { FallRecord } from './fall-record';
import { useEntryText } from '../entry-text';

/** What can be done to an entry from its card; absent: the button is not shown. */
export interface EntryActions {
  markRead?: (() => void) | undefined;
  history?: (() => void) | undefined;
  correct?: (() => void) | undefined;
  amend?: (() => void) | undefined;
  markError?: (() => void) | undefined;
}

/** A marker in words with a symbol beside it: never colour alone. */
function Marker({ symbol, tone, children }: { symbol: string; tone: string; children: ReactNode }) {
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2"
      borderRadius="sm"
      borderWidth="1px"
      borderColor={`${tone}.solid`}
      color={`${tone}.fg`}
      fontWeight="semibold"
      textStyle="sm"
    >
      <span aria-hidden="true">{symbol}</span>
      {children}
    </chakra.span>
  );
}

const SIGNIFICANCE_MARKS = {
  critical: { symbol: '⚠', tone: 'red' },
  significant: { symbol: '!', tone: 'orange' },
} as const;

/** A critical or significant entry's significance in words with its symbol; none for routine. */
export function SignificanceMarker({ significance }: { significance: DiaryEntry['significance'] }) {
  const { t } = useTranslation();
  if (significance === 'routine') return null;
  const { symbol, tone } = SIGNIFICANCE_MARKS[significance];
  return (
    <Marker symbol={symbol} tone={tone}>
      {t(`diary.significance.${significance}`)}
    </Marker>
  );
}

function Markers({ entry }: { entry: DiaryEntry }) {
  const { t, i18n } = useTranslation();
  const ack = entry.acknowledgement;
  return (
    <Flex gap="2" wrap="wrap">
      {!entry.read && (
        <Marker symbol="●" tone="blue">
          {t('diary.entry.unread')}
        </Marker>
      )}
      <SignificanceMarker significance={entry.significance} />
      {entry.handover && (
        <Marker symbol="⇄" tone="gray">
          {t('diary.entry.handover')}
        </Marker>
      )}
      {entry.status !== 'active' && (
        <Marker symbol="✎" tone="gray">
          {t(`diary.status.${entry.status}`)}
        </Marker>
      )}
      {entry.significance === 'critical' && entry.status !== 'enteredInError' && (
        <Text textStyle="sm">
          {ack
            ? t('diary.entry.acknowledged', {
                name: ack.by.name,
                when: formatDateTime(ack.at, i18n.resolvedLanguage),
              })
            : t('diary.entry.awaitingAcknowledgement')}
        </Text>
      )}
      {entry.acknowledgesEntryId !== null && (
        <Text textStyle="sm">{t('diary.entry.acknowledges')}</Text>
      )}
    </Flex>
  );
}

function ActionButtons({ actions }: { actions: EntryActions }) {
  const { t } = useTranslation();
  const buttons = [
    ['markRead', actions.markRead],
    ['history', actions.history],
    ['correct', actions.correct],
    ['amend', actions.amend],
    ['enteredInError', actions.markError],
  ] as const;
  const shown = buttons.filter(([, action]) => action !== undefined);
  if (shown.length === 0) return null;
  return (
    <Flex role="group" aria-label={t('diary.entry.actions')} gap="2" wrap="wrap">
      {shown.map(([key, action]) => (
        <Button key={key} size="sm" variant="outline" onClick={action}>
          {t(`diary.entry.${key}`)}
        </Button>
      ))}
    </Flex>
  );
}

/** Props of {@link DiaryEntryCard}. */
export interface DiaryEntryCardProps {
  entry: DiaryEntry;
  /** A category's name in the current language. */
  categoryName: (id: string) => string;
  actions: EntryActions;
  /** Whether the reader writes the diary: attaches and archives files. */
  canWriteAttachments?: boolean;
}

/**
 * One diary entry (docs/behaviour/diary.md#reading): when it happened and its categories as the
 * heading; unread, significance, handover and status as words with a symbol; the author and when
 * it was written; the text (struck through, with a note, when entered in error); its actions.
 */
export function DiaryEntryCard({
  entry,
  categoryName,
  actions,
  canWriteAttachments = false,
}: DiaryEntryCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const textOf = useEntryText();
  const language = i18n.resolvedLanguage;
  const author = entry.author.role
    ? t('diary.entry.authorWithRole', {
        name: entry.author.name,
        role: t(roleLabelKey(entry.author.role)),
      })
    : t('diary.entry.author', { name: entry.author.name });
  const inError = entry.status === 'enteredInError';
  return (
    <chakra.article
      aria-labelledby={headingId}
      display="grid"
      gap="2"
      p="4"
      borderBottomWidth="1px"
    >
      <Heading as="h3" size="md" id={headingId}>
        {t('diary.entry.heading', {
          when: formatDateTime(entry.occurredAt, language),
          categories: entry.categories.map(categoryName).join(', '),
        })}
      </Heading>
      <Markers entry={entry} />
      <Text textStyle="sm" color="fg.muted">
        {author} · {t('diary.entry.recorded', { when: formatDateTime(entry.recordedAt, language) })}
      </Text>
      {inError && <Text fontWeight="semibold">{t('diary.entry.struck')}</Text>}
      <Text
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        textDecoration={inError ? 'line-through' : undefined}
      >
        {textOf(entry)}
      </Text>
      {entry.fall && <FallRecord fall={entry.fall} />}
      <EntryAttachments entry={entry} canWrite={canWriteAttachments} />
      <ActionButtons actions={actions} />
    </chakra.article>
  );
}
