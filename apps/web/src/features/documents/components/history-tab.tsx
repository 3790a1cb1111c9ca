import type { Document } from '@care/api-client';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { documentHistory, formatServerDateTime } from '../document-form';

/** The history tab: every upload and archive of the document's attachments, newest first. */
export function HistoryTab({ document }: { document: Document }) {
  const { t } = useTranslation();
  const entries = documentHistory(document.documentContents);
  if (entries.length === 0) return <Text color="fg.muted">{t('documents.history.empty')}</Text>;
  return (
    <Stack
      as="ol"
      gap="2"
      listStyleType="none"
      m="0"
      p="0"
      aria-label={t('documents.history.list')}
    >
      {entries.map((entry) => (
        <Box
          as="li"
          key={`${entry.kind}-${entry.attachment.id}`}
          borderStartWidth="3px"
          borderColor={entry.kind === 'archived' ? 'fg.muted' : 'care.primary'}
          ps="3"
          py="1"
        >
          <Text fontWeight="medium" wordBreak="break-word">
            {entry.kind === 'uploaded'
              ? entry.user
                ? t('documents.history.uploadedBy', {
                    name: entry.attachment.name,
                    user: entry.user,
                  })
                : t('documents.history.uploaded', { name: entry.attachment.name })
              : t('documents.history.archived', { name: entry.attachment.name })}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {formatServerDateTime(entry.date)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
