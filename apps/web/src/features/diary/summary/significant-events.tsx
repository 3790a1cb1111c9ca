import { DIARY_SIGNIFICANT_DAYS } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../app/api';
import { diaryQueries } from '../api/diary.queries';
import { SignificanceMarker } from '../components/diary-entry-card';
import { useEntryText } from '../entry-text';

/**
 * The guest chart summary's significant events (docs/behaviour/diary.md#significant-events): the
 * guest's significant and critical entries of the last 7 days, newest first, each with its
 * significance in words, when it happened and its text; a link to the whole diary.
 */
export function SignificantEvents({ personalDataId }: { personalDataId: number }) {
  const { t, i18n } = useTranslation();
  const textOf = useEntryText();
  const api = useApi();
  const headingId = useId();
  const events = useQuery(diaryQueries.significant(api, personalDataId));
  const items = events.data?.items ?? [];
  const more = (events.data?.total ?? 0) - items.length;
  let body;
  if (events.isError) body = <Text role="alert">{t('diary.summary.error')}</Text>;
  else if (!events.data) body = <Text color="fg.muted">{t('utils.loading')}</Text>;
  else if (items.length === 0) {
    body = <Text>{t('diary.summary.none', { days: DIARY_SIGNIFICANT_DAYS })}</Text>;
  } else {
    body = (
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
        {items.map((entry) => (
          <chakra.li key={entry.id} borderWidth="1px" borderRadius="md" p="3">
            <Flex gap="2" wrap="wrap" alignItems="center">
              <SignificanceMarker significance={entry.significance} />
              <Text textStyle="sm" color="fg.muted">
                {formatDateTime(entry.occurredAt, i18n.resolvedLanguage)} · {entry.author.name}
              </Text>
            </Flex>
            <Text mt="1" lineClamp={3} whiteSpace="pre-wrap" wordBreak="break-word">
              {textOf(entry)}
            </Text>
          </chakra.li>
        ))}
      </chakra.ul>
    );
  }
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {t('diary.summary.title', { days: DIARY_SIGNIFICANT_DAYS })}
      </Heading>
      {body}
      {more > 0 && <Text>{t('diary.summary.more', { count: more })}</Text>}
      <Link asChild color="care.primary.fg" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to="?tab=diary">{t('diary.summary.openDiary')}</RouterLink>
      </Link>
    </Stack>
  );
}
