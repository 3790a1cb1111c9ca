import { formatDateTime } from '@care/i18n';
import { chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { QuerySection } from './query-section';
import { measurementQueries } from '../api/measurement.queries';
import { JudgementMark } from './judgement-mark';

/** What is due for the guest by their schedules; an overdue measure says so in words. */
export function DueList({ personalDataId }: { personalDataId: number }) {
  const { t, i18n } = useTranslation();
  const due = useQuery(measurementQueries.schedules(useApi(), personalDataId));
  return (
    <QuerySection
      id="measurement-due"
      title={t('measurement.tab.due')}
      level="h3"
      query={due}
      none={t('measurement.tab.noSchedule')}
    >
      {(data) => (
        <chakra.ul ps="4">
          {data.map((item) => {
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
      )}
    </QuerySection>
  );
}
