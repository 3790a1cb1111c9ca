import {
  DOCUMENT_EXPIRING_NOTIFICATION,
  localIsoMinute,
  type DocumentSummary,
} from '@care/api-client';
import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../app/api';
import { authQueries } from '../../auth/api/auth.queries';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { usePermitted } from '../../../shared/permissions/index';
import { registerNotificationHandler } from '../../notifications/index';
import { documentKeys, documentQueries } from '../api/documents.queries';
import { DocumentDrawer } from '../components/document-drawer';
import { expirationInputValue, formatExpiration } from '../document-form';
import { OTHER_ACCOUNTS_REQUIREMENT } from '../permissions';

/** The query parameter of the opened document: its id, or `new`. */
const DOCUMENT_PARAM = 'document';
/** The query parameter of the account whose documents are shown (roles that may see others'). */
const ACCOUNT_PARAM = 'account';

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** True when a (local) expiration has passed. */
function isPast(expiration: string): boolean {
  const local = expirationInputValue(expiration);
  return local !== '' && local <= localIsoMinute(new Date());
}

function DocumentSection({
  id,
  title,
  empty,
  query,
  onOpen,
}: {
  id: string;
  title: string;
  empty: string;
  query: UseQueryResult<DocumentSummary[]>;
  onOpen: (id: number) => void;
}) {
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
        {query.data.map((document) => (
          <Box as="li" key={document.id} bg="bg" borderWidth="1px" borderRadius="md" p="3">
            <chakra.button
              type="button"
              onClick={() => onOpen(document.id)}
              fontWeight="semibold"
              color="care.primary.fg"
              textDecoration="underline"
              cursor="pointer"
              textAlign="start"
              wordBreak="break-word"
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'care.primary',
                outlineOffset: '2px',
              }}
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
        ))}
      </Stack>
    );
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {content}
    </Stack>
  );
}

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
  const [params, setParams] = useSearchParams();
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
  const [opening, setOpening] = useState(0);
  const { data: me } = useQuery(authQueries.myInfo(api));
  const mayViewOthers = usePermitted(OTHER_ACCOUNTS_REQUIREMENT);
  const accountParam = mayViewOthers ? positiveId(params.get(ACCOUNT_PARAM)) : null;
  const all = useQuery(documentQueries.list(api, accountParam));
  const toExpire = useQuery(documentQueries.toExpire(api));
  const expired = useQuery(documentQueries.expired(api));

  const opened = params.get(DOCUMENT_PARAM);
  const openedId = positiveId(opened);
  const drawerOpen = opened === 'new' || openedId !== null;
  const accountId = accountParam ?? me?.personalDataDto.customerAccountId;

  const open = (value: string) => {
    setOpening((count) => count + 1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(DOCUMENT_PARAM, value);
        return next;
      },
      { replace: false },
    );
  };
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DOCUMENT_PARAM);
        return next;
      },
      { replace: true },
    );

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
          onCreated={(id) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set(DOCUMENT_PARAM, String(id));
                return next;
              },
              { replace: true },
            )
          }
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
