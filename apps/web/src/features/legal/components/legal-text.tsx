import { toSupportedLanguage } from '@care/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { ServedHtml, TextLoadError, TextLoading } from '../../../shared/server-text';
import { legalQueries } from '../api/legal.queries';

/** Which of the two texts. */
export type LegalTextKind = 'termsAndConditions' | 'privacyPolicy';

/**
 * One legal text in the current language, from `GET personal/legal-terms/{lang}`, sanitized
 * again before rendering (`ServedHtml`: no script can run from it). A failed load is logged and a
 * translated notice takes the text's place; the page around it carries on.
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

  useEffect(() => {
    if (query.error) console.error('[care] the legal texts could not be loaded', query.error);
  }, [query.error]);

  if (query.isPending) return <TextLoading />;
  if (query.isError) {
    return <TextLoadError title={t('legal.loadError')} onRetry={() => void query.refetch()} />;
  }
  return (
    <ServedHtml
      html={query.data[kind]}
      served={query.data.locale}
      wanted={lang}
      otherLanguage={(language) => t('legal.otherLanguage', { language })}
      headingOffset={headingOffset}
    />
  );
}
