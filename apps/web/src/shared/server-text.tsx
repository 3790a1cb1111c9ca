import { LANGUAGE_NAMES, isLanguage } from '@care/i18n';
import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeTextHtml } from './sanitize-html';

/**
 * Texts the server serves as HTML (the legal texts, the help pages): their loading and failure
 * states, and the text itself, sanitized again before rendering (docs/behaviour/help.md#content).
 */

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

/** The placeholder while a text loads: a status for screen readers and grey lines. */
export function TextLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" aria-busy="true">
      <Text role="status">{t('utils.loading')}</Text>
      <Skeleton height="4" />
      <Skeleton height="4" />
      <Skeleton height="4" width="80%" />
    </Stack>
  );
}

/** A failed load: the translated `title` and a retry button. */
export function TextLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" variant="surface" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Box mt="2">
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('shell.retry')}
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

/** What `ServedHtml` shows. */
export interface ServedHtmlProps {
  /** The markup as the server sent it (sanitized again here: DOMPurify with an allow-list). */
  html: string;
  /** The language the server served, and the one asked for. */
  served: string;
  wanted: string;
  /** The notice when they differ, given the served language's name. */
  otherLanguage: (language: string) => string;
  /** Moves the text's headings down when it sits under a section heading. */
  headingOffset?: number;
}

/** A text from the server, with a notice when it is not in the language asked for. */
export function ServedHtml({
  html,
  served,
  wanted,
  otherLanguage,
  headingOffset = 0,
}: ServedHtmlProps) {
  const clean = useMemo(() => sanitizeTextHtml(html, headingOffset), [html, headingOffset]);
  const known = isLanguage(served);
  return (
    <Stack gap="4">
      {served !== wanted && known ? (
        <Text color="fg.muted" fontSize="sm">
          {otherLanguage(LANGUAGE_NAMES[served])}
        </Text>
      ) : null}
      {/* Sanitized just above; the server sanitizes it too. */}
      <Box
        css={PROSE}
        lang={known ? served : undefined}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </Stack>
  );
}
