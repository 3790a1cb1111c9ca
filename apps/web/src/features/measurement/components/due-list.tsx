import { formatDateTime } from '@care/i18n';
import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { measurementQueries } from '../api/measurement.queries';
import { JudgementMark } from './judgement-mark';

/** What is due for the guest by their schedules; an overdue measure says so in words. */
export function DueList({ personalDataId }: { personalDataId: number }) {
  const { t, i18n } = useTranslation();
  const due = useQuery(measurementQueries.schedules(useApi(), personalDataId));
  let body;
  if (due.isError) body = <Text role="alert">{t('measurement.loadError')}</Text>;
  else if (!due.data) body = <Text color="fg.muted">{t('measurement.loading')}</Text>;
  else if (due.data.length === 0) body = <Text>{t('measurement.tab.noSchedule')}</Text>;
  else
    body = (
      <chakra.ul ps="4">
        {due.data.map((item) => {
          const values = {
            type: t(`measurement.types.${item.type}`),
            when: formatDateTime(item.dueAt, i18n.resolvedLanguage),
          };
          return (
            <li key={item.type}>
              {item.overdue ? (
                <>
                  <JudgementMark judgement="outOfRange" label={t('measurement.tab.overdue')} />{' '}
                  {t('measurement.tab.overdueAt', values)}
                </>
              ) : (
                t('measurement.tab.dueAt', values)
              )}
            </li>
          );
        })}
      </chakra.ul>
    );
  return (
    <Stack as="section" gap="3" aria-labelledby="measurement-due">
      <Heading as="h3" size="md" id="measurement-due">
        {t('measurement.tab.due')}
      </Heading>
      {body}
    </Stack>
  );
}
