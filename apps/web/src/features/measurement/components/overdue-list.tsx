import { formatDateTime } from '@care/i18n';
import { chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../app/api';
import { measurementQueries } from '../api/measurement.queries';
import { measurementsTabPath } from './latest-table';

/** The group's guests with measures overdue by their schedules (docs/behaviour/measurements.md#schedules). */
export function OverdueList({ groupId }: { groupId: number | null }) {
  const { t, i18n } = useTranslation();
  const overdue = useQuery(measurementQueries.overdue(useApi(), groupId));
  let body;
  if (overdue.isError) body = <Text role="alert">{t('measurement.loadError')}</Text>;
  else if (!overdue.data) body = <Text color="fg.muted">{t('measurement.loading')}</Text>;
  else if (overdue.data.length === 0) body = <Text>{t('measurement.all.noOverdue')}</Text>;
  else
    body = (
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
        {overdue.data.map((row) => (
          <chakra.li key={row.guest.personalDataId}>
            <Link asChild color="care.primary.fg" textDecoration="underline" fontWeight="semibold">
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
    );
  return (
    <Stack as="section" gap="3" aria-labelledby="measurement-overdue">
      <Heading as="h2" size="lg" id="measurement-overdue">
        {t('measurement.all.overdue')}
      </Heading>
      {body}
    </Stack>
  );
}
