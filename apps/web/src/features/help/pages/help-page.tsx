import { isApiError } from '@care/api-client';
import { Alert, Box, Heading, Link, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useApi } from '../../../app/api';
import { HELP_PATH } from '../../../shared/help-link';
import { ServedHtml, TextLoadError, TextLoading } from '../../../shared/server-text';
import { helpQueries } from '../api/help.queries';
import { useHelpLanguage } from '../components/use-help-language';

function NotFound() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info" variant="surface" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t('help.notFound')}</Alert.Title>
    </Alert.Root>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '6', md: '8' }}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <Stack gap="6" maxW="3xl">
        <Link asChild color="care.primary.fg" textDecoration="underline" alignSelf="start">
          <RouterLink to={HELP_PATH}>{t('help.backToIndex')}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * `/loggedIn/helpGuidePage/:page`: one help page in the app's language, sanitized again before
 * rendering; an unknown page (404 E044) says so, another failure offers a retry.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const api = useApi();
  const lang = useHelpLanguage();
  const id = useParams().page ?? '';
  const page = useQuery(helpQueries.page(api, lang, id));
  const missing = isApiError(page.error) && page.error.code === 'E044';

  useEffect(() => {
    if (page.error && !missing)
      console.error('[care] the help page could not be loaded', page.error);
  }, [page.error, missing]);

  if (page.data) {
    return (
      <Frame title={page.data.title}>
        <ServedHtml
          html={page.data.html}
          served={page.data.locale}
          wanted={lang}
          otherLanguage={(language) => t('help.otherLanguage', { language })}
        />
      </Frame>
    );
  }
  let state = <TextLoading />;
  if (missing) state = <NotFound />;
  else if (page.isError)
    state = <TextLoadError title={t('help.loadError')} onRetry={() => void page.refetch()} />;
  return <Frame title={t('help.title')}>{state}</Frame>;
}
