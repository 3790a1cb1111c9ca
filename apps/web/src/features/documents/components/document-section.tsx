import { localIsoMinute, type DocumentSummary } from '@care/api-client';
import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expirationInputValue, formatExpiration } from '../document-form';

/** True when a (local) expiration has passed. */
function isPast(expiration: string): boolean {
  const local = expirationInputValue(expiration);
  return local !== '' && local <= localIsoMinute(new Date());
}

function DocumentItem({ document, onOpen }: { document: DocumentSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Box as="li" bg="bg" borderWidth="1px" borderRadius="md" p="3">
      <chakra.button
        type="button"
        onClick={onOpen}
        fontWeight="semibold"
        color="care.primary.fg"
        textDecoration="underline"
        cursor="pointer"
        textAlign="start"
        wordBreak="break-word"
        _focusVisible={{ outline: '2px solid', outlineColor: 'care.primary', outlineOffset: '2px' }}
      >
        {document.name}
      </chakra.button>
      <Text textStyle="sm" color="fg.muted">
        {[
          document.expiration
            ? t(isPast(document.expiration) ? 'documents.expiredOn' : 'documents.expiresOn', {
                date: formatExpiration(document.expiration),
              })
            : null,
          document.documentTagName,
          t('documents.owner', { name: document.ownerFullName }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Box>
  );
}

/** Props of {@link DocumentSection}. */
export interface DocumentSectionProps {
  id: string;
  title: string;
  empty: string;
  query: UseQueryResult<DocumentSummary[]>;
  onOpen: (id: number) => void;
  /** Show at most this many (the newest first, as the list comes); default all. */
  limit?: number | undefined;
  /** The heading's level; default 2. */
  level?: 2 | 3 | undefined;
}

/**
 * A titled list of documents (docs/behaviour/documents.md#the-page): each name opens the
 * document; loading, failure (with a retry) and an empty list each say so.
 */
export function DocumentSection({
  id,
  title,
  empty,
  query,
  onOpen,
  limit,
  level = 2,
}: DocumentSectionProps) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (query.isPending) content = <Text color="fg.muted">{t('utils.loading')}</Text>;
  else if (query.isError)
    content = (
      <Flex gap="3" align="center" wrap="wrap">
        <Text role="alert">{t('documents.loadError')}</Text>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('documents.actions.retry')}
        </Button>
      </Flex>
    );
  else if (query.data.length === 0) content = <Text color="fg.muted">{empty}</Text>;
  else
    content = (
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {query.data.slice(0, limit).map((document) => (
          <DocumentItem key={document.id} document={document} onOpen={() => onOpen(document.id)} />
        ))}
      </Stack>
    );
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as={`h${level}`} size={level === 2 ? 'lg' : 'md'} id={id}>
        {title}
      </Heading>
      {content}
    </Stack>
  );
}
