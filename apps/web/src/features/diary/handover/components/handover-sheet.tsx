import type { DiaryHandover, DiaryHandoverGuest, DiaryHandoverRequest } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { Box, Button, chakra, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../../app/api';
import { DiaryEntryCard } from '../../components/diary-entry-card';
import { useDiaryCategories } from '../../use-diary-categories';
import { handoverKeys, handoverQueries } from '../handover.queries';
import { DownloadHandoverPdf } from './download-handover-pdf';

/**
 * Records that the user has read the sheet up to its end (never past now), once per shown period;
 * the managers' "read up to" list is then read again.
 */
function useRecordRead(sheet: DiaryHandover | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  const recorded = useRef(new Set<string>());
  useEffect(() => {
    if (!sheet) return;
    const key = `${sheet.from}|${sheet.to}`;
    if (recorded.current.has(key)) return;
    recorded.current.add(key);
    const to = new Date(Math.min(Date.parse(sheet.to), Date.now())).toISOString();
    api.diary.markHandoverRead({ to }).then(
      () => queryClient.invalidateQueries({ queryKey: [...handoverKeys.all(), 'readers'] }),
      () => recorded.current.delete(key),
    );
  }, [api, queryClient, sheet]);
}

function GuestSection({ guest }: { guest: DiaryHandoverGuest }) {
  const { t } = useTranslation();
  const categories = useDiaryCategories();
  const headingId = useId();
  const heading = guest.room
    ? t('diary.handover.guestHeading', { ...guest, room: guest.room })
    : t('diary.handover.guestHeadingNoRoom', guest);
  return (
    <chakra.section aria-labelledby={headingId} borderTopWidth="1px" pt="4">
      <Heading as="h2" size="lg" id={headingId}>
        {heading}
      </Heading>
      <Text color="fg.muted">{t('diary.handover.total', { count: guest.counts.entries })}</Text>
      {guest.entries.map((entry) => (
        <DiaryEntryCard key={entry.id} entry={entry} categoryName={categories.name} actions={{}} />
      ))}
    </chakra.section>
  );
}

/** The handover sheet of `request`: its period and total, the PDF, the guests with their entries. */
export function HandoverSheet({ request }: { request: DiaryHandoverRequest }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const query = useQuery(handoverQueries.sheet(api, request));
  useRecordRead(query.data);
  if (query.isError) {
    return (
      <Box role="alert">
        <Text>{t('diary.handover.loadError')}</Text>
        <Button mt="2" size="sm" onClick={() => void query.refetch()}>
          {t('diary.handover.retry')}
        </Button>
      </Box>
    );
  }
  if (!query.data) return <Spinner aria-label={t('diary.handover.sheet')} />;
  const sheet = query.data;
  const language = i18n.resolvedLanguage;
  return (
    <chakra.section aria-label={t('diary.handover.sheet')} display="grid" gap="4">
      <Flex gap="4" wrap="wrap" align="center" justify="space-between">
        <Text fontWeight="semibold">
          {t('diary.handover.periodText', {
            from: formatDateTime(sheet.from, language),
            to: formatDateTime(sheet.to, language),
          })}{' '}
          · {t('diary.handover.total', { count: sheet.total })}
        </Text>
        <DownloadHandoverPdf request={request} />
      </Flex>
      {sheet.guests.length === 0 && <Text>{t('diary.handover.empty')}</Text>}
      {sheet.guests.map((guest) => (
        <GuestSection key={guest.personalDataId} guest={guest} />
      ))}
    </chakra.section>
  );
}
