import { formatDateTime } from '@care/i18n';
import { chakra, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../app/api';
import { QuerySection } from './query-section';
import { measurementQueries } from '../api/measurement.queries';
import { measurementsTabPath } from '../paths';

/** The group's guests with measures overdue by their schedules (docs/behaviour/measurements.md#schedules). */
export function OverdueList({ groupId }: { groupId: number | null }) {
  const { t, i18n } = useTranslation();
  const overdue = useQuery(measurementQueries.overdue(useApi(), groupId));
  return (
    <QuerySection
      id="measurement-overdue"
      title={t('measurement.all.overdue')}
      query={overdue}
      none={t('measurement.all.noOverdue')}
    >
      {(data) => (
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
          {data.map((row) => (
            <chakra.li key={row.guest.personalDataId}>
              <Link
                asChild
                color="care.primary.fg"
                textDecoration="underline"
                fontWeight="semibold"
              >
                <RouterLink to={measurementsTabPath(row.guest.personalDataId)}>
                  {`${row.guest.name} ${row.guest.surname}`}
                </RouterLink>
              </Link>
              <chakra.ul ps="4">
                {row.due.map((due) => (
                  <li key={due.type}>
                    {t('measurement.all.overdueSince', {
                      type: t(`measurement.types.${due.type}`),
                      when: formatDateTime(due.dueAt, i18n.resolvedLanguage),
                    })}
                  </li>
                ))}
              </chakra.ul>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </QuerySection>
  );
}
