import { DOCUMENT_EXPIRING_NOTIFICATION } from '@care/api-client';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { authQueries } from '../../auth/api/auth.queries';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { usePermitted } from '../../../shared/permissions/index';
import { registerNotificationHandler } from '../../notifications/index';
import { documentKeys, documentQueries } from '../api/documents.queries';
import { DocumentDrawer } from '../components/document-drawer';
import { DocumentSection } from '../components/document-section';
import { positiveId, useOpenedDocument } from '../components/use-opened-document';
import { OTHER_ACCOUNTS_REQUIREMENT } from '../permissions';
import { HelpLink } from '../../../shared/help-link';

/** The query parameter of the account whose documents are shown (roles that may see others'). */
const ACCOUNT_PARAM = 'account';

/**
 * `personalDocuments/` (docs/behaviour/documents.md#the-page): the documents about to expire and
 * expired, and a button to create one. A document opens in the drawer; its id stays in the address
 * (`?document=12`, `?document=new`), so it can be linked to and survives a reload. Roles that may
 * see other accounts' documents create them for `?account={id}`.
 */
function PersonalDocumentsScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  // An expiry reminder (live notification) shows its message and refreshes the lists here.
  useEffect(
    () =>
      registerNotificationHandler(DOCUMENT_EXPIRING_NOTIFICATION, (_notification, context) => {
        context.showMessage();
        void client.invalidateQueries({ queryKey: documentKeys.dashboard() });
        void client.invalidateQueries({ queryKey: documentKeys.lists() });
      }),
    [client],
  );
  const { params, opening, openedId, drawerOpen, open, close, created } = useOpenedDocument();
  const { data: me } = useQuery(authQueries.myInfo(api));
  const mayViewOthers = usePermitted(OTHER_ACCOUNTS_REQUIREMENT);
  const accountParam = mayViewOthers ? positiveId(params.get(ACCOUNT_PARAM)) : null;
  const all = useQuery(documentQueries.list(api, accountParam));
  const toExpire = useQuery(documentQueries.toExpire(api));
  const expired = useQuery(documentQueries.expired(api));

  const accountId = accountParam ?? me?.personalDataDto.customerAccountId;

  return (
    <Stack gap="8">
      <title>{`${t('documents.title')} · ${t('app.name')}`}</title>
      <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
        <Box maxW="3xl">
          <Heading as="h1" size="2xl" mb="2">
            {t('documents.title')}
          </Heading>
          <Text color="fg.muted">{t('documents.description')}</Text>
        </Box>
        <Flex gap="4" align="center" wrap="wrap">
          <HelpLink page="documents" topic={t('shell.screens.documents')} />
          <Button
            bg="care.button.primary.bg"
            color="care.button.primary.fg"
            borderRadius="care.button"
            disabled={accountId === undefined}
            onClick={() => open('new')}
          >
            {t('documents.new')}
          </Button>
        </Flex>
      </Flex>
      <DocumentSection
        id="documents-all"
        title={t('documents.all.title')}
        empty={t('documents.all.empty')}
        query={all}
        onOpen={(id) => open(String(id))}
      />
      <DocumentSection
        id="documents-to-expire"
        title={t('documents.toExpire.title')}
        empty={t('documents.toExpire.empty')}
        query={toExpire}
        onOpen={(id) => open(String(id))}
      />
      <DocumentSection
        id="documents-expired"
        title={t('documents.expired.title')}
        empty={t('documents.expired.empty')}
        query={expired}
        onOpen={(id) => open(String(id))}
      />
      {drawerOpen && accountId !== undefined && (
        <DocumentDrawer
          key={opening}
          open
          documentId={openedId}
          accountId={accountId}
          currentRole={me?.customerRoleDto.role}
          onClose={close}
          onCreated={created}
        />
      )}
    </Stack>
  );
}

/** The personal-documents page with its message bars. */
export function PersonalDocumentsPage() {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('documents.messages')}>
      <PersonalDocumentsScreen />
    </PageMessageBars>
  );
}
