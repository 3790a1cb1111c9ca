import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { authQueries } from '../../auth/api/auth.queries';
import { documentQueries } from '../api/documents.queries';
import { DocumentDrawer } from './document-drawer';
import { DocumentSection } from './document-section';
import { useOpenedDocument } from './use-opened-document';

/** Props of {@link AccountDocuments}. */
export interface AccountDocumentsProps {
  /** The account whose documents are listed (the ones the user may read). */
  accountId: number;
  title: string;
  /** Show at most this many, the newest first; default all. */
  limit?: number | undefined;
  /** The heading's level; default 2. */
  level?: 2 | 3 | undefined;
}

/**
 * One account's documents (docs/behaviour/documents.md#the-page), newest first, each opening in
 * the document drawer (`?document=` in the address, as on the documents page). For other
 * features, such as the guest chart: exported lazily by the feature's index.
 */
export function AccountDocuments({ accountId, title, limit, level }: AccountDocumentsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const { data: me } = useQuery(authQueries.myInfo(api));
  const list = useQuery(documentQueries.list(api, accountId));
  const document = useOpenedDocument();
  return (
    <Stack gap="4">
      <DocumentSection
        id={id}
        title={title}
        empty={t('documents.all.empty')}
        query={list}
        onOpen={(documentId) => document.open(String(documentId))}
        limit={limit}
        level={level}
      />
      {document.drawerOpen && (
        <DocumentDrawer
          key={document.opening}
          open
          documentId={document.openedId}
          accountId={accountId}
          currentRole={me?.customerRoleDto.role}
          onClose={document.close}
          onCreated={document.created}
        />
      )}
    </Stack>
  );
}
