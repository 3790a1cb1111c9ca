import type { HelpIndexEntry } from '@care/api-client';
import { Box, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useApi } from '../../../app/api';
import { helpPagePath } from '../../../shared/help-link';
import { TextLoadError, TextLoading } from '../../../shared/server-text';
import { helpQueries } from '../api/help.queries';
import { filterHelpPages } from '../components/help-search';
import { useHelpLanguage } from '../components/use-help-language';

/** The query parameter of the search, so a reload or a link keeps it. */
const SEARCH_PARAM = 'q';

function PageList({ pages }: { pages: readonly HelpIndexEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap="3" aria-label={t('help.pages')} listStyleType="none">
      {pages.map((page) => (
        <Box as="li" key={page.id} bg="bg" borderWidth="1px" borderRadius="lg" p="4">
          <Link asChild color="care.primary.fg" fontWeight="semibold" fontSize="lg">
            <RouterLink to={helpPagePath(page.id)}>{page.title}</RouterLink>
          </Link>
          <Text color="fg.muted" mt="1">
            {page.summary}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function SearchResults({ pages, query }: { pages: readonly HelpIndexEntry[]; query: string }) {
  const { t } = useTranslation();
  const found = filterHelpPages(pages, query);
  return (
    <Stack gap="4">
      <Text role="status" color="fg.muted">
        {found.length === 0
          ? t('help.search.none', { query: query.trim() })
          : t('help.search.results', { count: found.length })}
      </Text>
      <PageList pages={found} />
    </Stack>
  );
}

/** `/loggedIn/helpGuidePage/`: every help page, with a search over titles, summaries and texts. */
export function HelpIndexPage() {
  const { t } = useTranslation();
  const api = useApi();
  const lang = useHelpLanguage();
  const index = useQuery(helpQueries.index(api, lang));
  const [params, setParams] = useSearchParams();
  // The box keeps its own text: the address follows it, never the other way round while typing.
  const [query, setQuery] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const deferred = useDeferredValue(query);
  const search = (value: string) => {
    setQuery(value);
    setParams(value ? { [SEARCH_PARAM]: value } : {}, { replace: true });
  };

  return (
    <Stack gap="6" maxW="3xl">
      <title>{`${t('help.title')} · ${t('app.name')}`}</title>
      <Box>
        <Heading as="h1" size="2xl" mb="2">
          {t('help.title')}
        </Heading>
        <Text color="fg.muted">{t('help.description')}</Text>
      </Box>
      <Field.Root maxW="md">
        <Field.Label>{t('help.search.label')}</Field.Label>
        <Input
          type="search"
          value={query}
          maxLength={100}
          placeholder={t('help.search.placeholder')}
          onChange={(event) => search(event.target.value)}
        />
      </Field.Root>
      {index.isPending ? <TextLoading /> : null}
      {index.isError ? (
        <TextLoadError title={t('help.loadError')} onRetry={() => void index.refetch()} />
      ) : null}
      {index.data ? <SearchResults pages={index.data.pages} query={deferred} /> : null}
    </Stack>
  );
}
