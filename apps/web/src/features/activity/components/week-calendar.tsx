import type { ActivityMineOccurrence, ActivityOccurrence } from '@care/api-client';
import { Box, Button, chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dayKey } from '../week';
import { useActivityDates } from '../dates';

/** An occurrence of the week: a guest's own programme also says whether they take part. */
type WeekOccurrence = ActivityOccurrence & Partial<Pick<ActivityMineOccurrence, 'takingPart'>>;

/** Props of {@link WeekCalendar}. */
export interface WeekCalendarProps {
  days: readonly Date[];
  occurrences: readonly WeekOccurrence[];
  /** Opens an occurrence; without it the occurrences are shown, not buttons (a guest's view). */
  onOpen?: ((occurrence: ActivityOccurrence) => void) | undefined;
}

/** An occurrence: a button that opens it, or (without `onOpen`) its text in a frame. */
function OccurrenceButton(props: {
  occurrence: WeekOccurrence;
  onOpen?: ((occurrence: ActivityOccurrence) => void) | undefined;
}) {
  const { occurrence, onOpen } = props;
  if (!onOpen) {
    return (
      <Box borderWidth="1px" borderRadius="care.button" py="2" px="3">
        <OccurrenceText occurrence={occurrence} />
      </Box>
    );
  }
  return (
    <Button
      variant="outline"
      h="auto"
      w="full"
      py="2"
      px="3"
      whiteSpace="normal"
      textAlign="start"
      justifyContent="flex-start"
      borderRadius="care.button"
      onClick={() => onOpen(occurrence)}
    >
      <OccurrenceText occurrence={occurrence} />
    </Button>
  );
}

function OccurrenceText({ occurrence }: { occurrence: WeekOccurrence }) {
  const { t } = useTranslation();
  const dates = useActivityDates();
  const enrolled =
    occurrence.capacity === null
      ? t('activity.occurrence.enrolled', { enrolled: occurrence.enrolled })
      : t('activity.occurrence.enrolledOf', {
          enrolled: occurrence.enrolled,
          capacity: occurrence.capacity,
        });
  return (
    <Stack gap="0" align="start" w="full">
      <Text fontWeight="semibold">
        {t('activity.occurrence.time', {
          from: dates.time(occurrence.start),
          to: dates.time(occurrence.end),
        })}
      </Text>
      <Text
        fontWeight="semibold"
        textDecoration={occurrence.cancelled ? 'line-through' : undefined}
      >
        {occurrence.title}
      </Text>
      <Text>{occurrence.place}</Text>
      <Text>{enrolled}</Text>
      {occurrence.cancelled && <Text fontWeight="bold">{t('activity.occurrence.cancelled')}</Text>}
      {occurrence.takingPart && <Text fontWeight="bold">{t('activity.mine.takingPart')}</Text>}
    </Stack>
  );
}

/**
 * The week (docs/behaviour/activities.md#the-week): seven days, each a section with its heading
 * and the list of its occurrences by start, each a button that opens it. Keyboard: Tab and
 * Shift+Tab go from one occurrence to the next across the week; a screen reader jumps between
 * days by their headings and hears how many activities a day has.
 */
export function WeekCalendar({ days, occurrences, onOpen }: WeekCalendarProps) {
  const { t } = useTranslation();
  const dates = useActivityDates();
  const today = dayKey(new Date());
  return (
    <Grid
      templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(7, minmax(0, 1fr))' }}
      gap="3"
    >
      {days.map((day) => {
        const key = dayKey(day);
        const ofDay = occurrences.filter((o) => dayKey(new Date(o.start)) === key);
        const headingId = `activity-day-${key}`;
        return (
          <Box
            as="section"
            key={key}
            aria-labelledby={headingId}
            borderWidth="1px"
            borderColor={key === today ? 'care.primary.fg' : 'border'}
            borderRadius="md"
            p="2"
          >
            <Heading as="h2" size="sm" id={headingId} mb="2">
              {dates.day(day)}
              <chakra.span display="block" fontWeight="normal" fontSize="sm">
                {ofDay.length === 0
                  ? t('activity.day.none')
                  : t('activity.day.count', { count: ofDay.length })}
              </chakra.span>
            </Heading>
            {ofDay.length > 0 && (
              <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
                {ofDay.map((occurrence) => (
                  <li key={`${occurrence.activityId}-${occurrence.start}`}>
                    <OccurrenceButton occurrence={occurrence} onOpen={onOpen} />
                  </li>
                ))}
              </chakra.ul>
            )}
          </Box>
        );
      })}
    </Grid>
  );
}
