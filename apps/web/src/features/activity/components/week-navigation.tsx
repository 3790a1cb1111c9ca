import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActivityDates } from '../dates';
import { addDays, dayKey, daysOf, mondayOf, weekFromParam } from '../week';

/**
 * The week the address names (`?week=` its Monday, this week without it): its Monday, the next
 * Monday, its seven days, and moving to another week (docs/behaviour/activities.md#the-week).
 */
export function useWeek() {
  const [params, setParams] = useSearchParams();
  const monday = weekFromParam(params.get('week'), new Date());
  return {
    monday,
    next: addDays(monday, 7),
    days: daysOf(monday),
    goTo: (date: Date) => setParams({ week: dayKey(date) }, { replace: true }),
  };
}

/** "Previous week", "This week", "Next week" and the week's dates, announced politely. */
export function WeekNavigation({ week }: { week: ReturnType<typeof useWeek> }) {
  const { t } = useTranslation();
  const dates = useActivityDates();
  const { monday, goTo } = week;
  return (
    <>
      <Flex as="nav" aria-label={t('activity.week.label')} gap="2" wrap="wrap" align="center">
        <Button variant="outline" onClick={() => goTo(addDays(monday, -7))}>
          {t('activity.week.previous')}
        </Button>
        <Button variant="outline" onClick={() => goTo(mondayOf(new Date()))}>
          {t('activity.week.current')}
        </Button>
        <Button variant="outline" onClick={() => goTo(addDays(monday, 7))}>
          {t('activity.week.next')}
        </Button>
        <Text aria-live="polite" fontWeight="semibold" ms="2">
          {t('activity.week.range', {
            from: dates.date(monday),
            to: dates.date(addDays(monday, 6)),
          })}
        </Text>
      </Flex>
    </>
  );
}
