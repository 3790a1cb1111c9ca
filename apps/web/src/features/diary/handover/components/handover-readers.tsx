import { formatDateTime } from '@care/i18n';
import { chakra, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../../app/api';
import { roleLabelKey } from '../../../../shared/roles';
import { useSelectedGroupId } from '../../../../shared/selected-group';
import { handoverQueries } from '../handover.queries';

/** "Handover read up to": each staff member of the selected group and their latest read. */
export function HandoverReaders() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const query = useQuery(handoverQueries.readers(api, useSelectedGroupId()));
  const language = i18n.resolvedLanguage;
  const body = () => {
    if (query.isError) return <Text role="alert">{t('diary.handover.readers.loadError')}</Text>;
    if (!query.data) return <Spinner aria-label={t('diary.handover.readers.title')} />;
    if (query.data.items.length === 0) return <Text>{t('diary.handover.readers.empty')}</Text>;
    return (
      <chakra.ul aria-labelledby={headingId} display="grid" gap="1" listStyle="none">
        {query.data.items.map((reader) => (
          <chakra.li key={reader.accountId}>
            <strong>
              {reader.surname} {reader.name}
            </strong>
            {reader.role && ` (${t(roleLabelKey(reader.role))})`}:{' '}
            {reader.lastRead
              ? t('diary.handover.readers.readUpTo', {
                  when: formatDateTime(reader.lastRead.readUpTo, language),
                  at: formatDateTime(reader.lastRead.at, language),
                })
              : t('diary.handover.readers.never')}
          </chakra.li>
        ))}
      </chakra.ul>
    );
  };
  return (
    <chakra.section aria-labelledby={headingId} mt="8" borderTopWidth="2px" pt="4">
      <Heading as="h2" size="lg" id={headingId} mb="2">
        {t('diary.handover.readers.title')}
      </Heading>
      {body()}
    </chakra.section>
  );
}
