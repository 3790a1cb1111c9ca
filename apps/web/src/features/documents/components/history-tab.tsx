import type { AttachmentHistoryEntry } from '@care/api-client';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { documentQueries } from '../api/documents.queries';
import { formatServerDateTime } from '../document-form';

function entryText(entry: AttachmentHistoryEntry, t: TFunction) {
  const user = entry.userData?.fullName;
  if (entry.type === 'ARCHIVE') {
    return user
      ? t('documents.history.archivedBy', { name: entry.name, user })
      : t('documents.history.archived', { name: entry.name });
  }
  return user
    ? t('documents.history.uploadedBy', { name: entry.name, user })
    : t('documents.history.uploaded', { name: entry.name });
}

/**
 * The history tab: every upload and archiving of the document's attachments with who and when,
 * newest first, as the server recorded them (an archived attachment has both rows).
 */
export function HistoryTab({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const history = useQuery(documentQueries.history(api, documentId));
  if (history.isPending) return <Text color="fg.muted">{t('utils.loading')}</Text>;
  if (history.isError)
    return (
      <Flex gap="3" align="center" wrap="wrap">
        <Text role="alert">{t('documents.history.error')}</Text>
        <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
          {t('documents.actions.retry')}
        </Button>
      </Flex>
    );
  if (history.data.length === 0)
    return <Text color="fg.muted">{t('documents.history.empty')}</Text>;
  return (
    <Stack
      as="ol"
      gap="2"
      listStyleType="none"
      m="0"
      p="0"
      aria-label={t('documents.history.list')}
    >
      {history.data.map((entry) => (
        <Box
          as="li"
          key={`${entry.type}-${entry.attachmentId}`}
          borderStartWidth="3px"
          borderColor={entry.type === 'ARCHIVE' ? 'fg.muted' : 'care.primary'}
          ps="3"
          py="1"
        >
          <Text fontWeight="medium" wordBreak="break-word">
            {entryText(entry, t)}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {formatServerDateTime(entry.date)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
