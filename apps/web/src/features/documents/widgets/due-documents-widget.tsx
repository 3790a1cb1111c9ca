import { formatNumericDate } from '@care/i18n';
import { Stack, Text } from '@chakra-ui/react';
import type { DocumentSummary } from '@care/api-client';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../app/api';
import { WidgetCard, WidgetCount } from '../../home/components/widget-card';
import type { WidgetPrefetchContext } from '../../home/home-widget';
import { documentQueries } from '../api/documents.queries';

/** How many documents a widget names; the count covers them all. */
const SHOWN = 5;

/** Documents about to expire (`toExpire`) or expired, soonest first, each opening in its drawer. */
function DueDocumentsWidget(props: {
  kind: 'toExpire' | 'expired';
  query: UseQueryResult<DocumentSummary[]>;
}) {
  const { t } = useTranslation();
  const { kind, query } = props;
  const section = kind === 'toExpire' ? 'documents-to-expire' : 'documents-expired';
  return (
    <WidgetCard
      title={t(`home.widgets.${kind}.title`)}
      query={query}
      link={{ to: `/loggedIn/personalDocuments/#${section}`, label: t('home.widgets.documents') }}
    >
      {(documents) =>
        documents.length === 0 ? (
          <Text color="fg.muted">{t(`home.widgets.${kind}.none`)}</Text>
        ) : (
          <Stack gap="3">
            <WidgetCount
              count={documents.length}
              label={t(`home.widgets.${kind}.count`, { count: documents.length })}
            />
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {documents.slice(0, SHOWN).map((document) => (
                <li key={document.id}>
                  <Link to={`/loggedIn/personalDocuments/?document=${document.id}`}>
                    <Text as="span" fontWeight="semibold" textDecoration="underline">
                      {document.name}
                    </Text>
                  </Link>
                  <Text textStyle="sm" color="fg.muted">
                    {t('home.widgets.documentOf', {
                      owner: document.ownerFullName,
                      date: formatNumericDate(document.expiration),
                    })}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        )
      }
    </WidgetCard>
  );
}

/** Start the cards' queries (the home route's loader, before the cards render). */
export const prefetchToExpire = ({ api, client }: WidgetPrefetchContext) =>
  client.prefetchQuery(documentQueries.toExpire(api));
export const prefetchExpired = ({ api, client }: WidgetPrefetchContext) =>
  client.prefetchQuery(documentQueries.expired(api));

/** The documents that expire within the reminder window. */
export function ToExpireWidget() {
  const query = useQuery(documentQueries.toExpire(useApi()));
  return <DueDocumentsWidget kind="toExpire" query={query} />;
}

/** The documents already expired. */
export function ExpiredWidget() {
  const query = useQuery(documentQueries.expired(useApi()));
  return <DueDocumentsWidget kind="expired" query={query} />;
}
