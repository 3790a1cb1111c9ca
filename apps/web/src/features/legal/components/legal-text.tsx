import { LANGUAGE_NAMES, isLanguage, toSupportedLanguage } from '@care/i18n';
import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { legalQueries } from '../api/legal.queries';
import { sanitizeLegalHtml } from '../sanitize-legal-html';

/** Which of the two texts. */
export type LegalTextKind = 'termsAndConditions' | 'privacyPolicy';

/** Typography for the sanitized markup (it carries no classes or styles of its own). */
const PROSE = {
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '2' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '5', mb: '2' },
  '& h4': { fontSize: 'md', fontWeight: 'semibold', mt: '4', mb: '1' },
  '& p': { mb: '3', lineHeight: 'tall' },
  '& ul, & ol': { ps: '6', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1', lineHeight: 'tall' },
  '& a': { color: 'care.primary.fg', textDecoration: 'underline' },
  '& blockquote': { borderStartWidth: '4px', ps: '4', color: 'fg.muted' },
  '& > :first-child': { mt: '0' },
} as const;

/**
 * One legal text in the current language, from `GET personal/legal-terms/{lang}`, sanitized
 * again before rendering (DOMPurify with an allow-list: no script can run from it). A failed
 * load is logged and a translated notice takes the text's place; the page around it carries on.
 */
export function LegalText({
  kind,
  headingOffset = 0,
}: {
  kind: LegalTextKind;
  /** Moves the text's headings down when it sits under a section heading. */
  headingOffset?: number;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const lang = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const query = useQuery(legalQueries.terms(api, lang));
  const html = useMemo(
    () => (query.data ? sanitizeLegalHtml(query.data[kind], headingOffset) : ''),
    [query.data, kind, headingOffset],
  );

  useEffect(() => {
    if (query.error) console.error('[care] the legal texts could not be loaded', query.error);
  }, [query.error]);

  if (query.isPending) {
    return (
      <Stack gap="3" aria-busy="true">
        <Text role="status">{t('utils.loading')}</Text>
        <Skeleton height="4" />
        <Skeleton height="4" />
        <Skeleton height="4" width="80%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert.Root status="warning" variant="surface" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('legal.loadError')}</Alert.Title>
          <Box mt="2">
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t('shell.retry')}
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const served = query.data.locale;
  return (
    <Stack gap="4">
      {served !== lang && isLanguage(served) ? (
        <Text color="fg.muted" fontSize="sm">
          {t('legal.otherLanguage', { language: LANGUAGE_NAMES[served] })}
        </Text>
      ) : null}
      {/* Sanitized just above; the server stores it sanitized too. */}
      <Box
        css={PROSE}
        lang={isLanguage(served) ? served : undefined}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Stack>
  );
}
