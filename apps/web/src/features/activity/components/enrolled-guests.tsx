import type { Activity, GuestRow } from '@care/api-client';
import { Autocomplete } from '@care/ui';
import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useEnrolment } from '../api/activity.mutations';

/** A guest of the autocomplete. */
interface GuestChoice {
  id: number;
  name: string;
}

const guestChoice = (row: GuestRow): GuestChoice => ({
  id: row.personalDataId,
  name: `${row.surname} ${row.name}${row.room ? ` (${row.room})` : ''}`,
});

/** The guests enrolled in an activity; those who write add (the group's guests) and remove. */
export function EnrolledGuests({ activity, writes }: { activity: Activity; writes: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const enrol = useEnrolment(activity.id, true);
  const unenrol = useEnrolment(activity.id, false);
  const [choice, setChoice] = useState<GuestChoice | null>(null);
  const editable = writes && !activity.cancelled;
  const search = useCallback(
    async (q: string, { signal }: { signal: AbortSignal }) => {
      const query = { status: 'A' as const, q, page: 0, groupId: activity.groupId };
      return (await api.guests.list(query, { signal })).items.map(guestChoice);
    },
    [api, activity.groupId],
  );
  return (
    <Stack as="section" gap="3" aria-labelledby="activity-guests">
      <Heading as="h3" size="md" id="activity-guests">
        {t('activity.guests.title')}
      </Heading>
      {activity.enrolled.length === 0 ? (
        <Text>{t('activity.guests.none')}</Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="1">
          {activity.enrolled.map((guest) => {
            const name = `${guest.name} ${guest.surname}`;
            return (
              <Flex as="li" key={guest.personalDataId} justify="space-between" align="center">
                <Text>{name}</Text>
                {editable && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={unenrol.isPending}
                    onClick={() => unenrol.mutate({ personalDataId: guest.personalDataId, name })}
                  >
                    {t('activity.guests.remove', { name })}
                  </Button>
                )}
              </Flex>
            );
          })}
        </chakra.ul>
      )}
      {editable && (
        <Flex gap="2" align="end" wrap="wrap">
          <chakra.div flex="1" minW="15rem">
            <Autocomplete<GuestChoice>
              label={t('activity.guests.add')}
              placeholder={t('activity.guests.search')}
              search={search}
              value={choice}
              onChange={setChoice}
              searchingText={t('formRenderer.autocompleteSearching')}
              noDataFoundText={t('autocomplete.noDataFound')}
              searchErrorText={t('formRenderer.autocompleteSearchError')}
              resultCountText={(count) => t('formRenderer.autocompleteResultCount', { count })}
            />
          </chakra.div>
          <Button
            disabled={choice === null}
            loading={enrol.isPending}
            onClick={() => {
              if (!choice) return;
              enrol.mutate(
                { personalDataId: choice.id, name: choice.name },
                { onSuccess: () => setChoice(null) },
              );
            }}
          >
            {t('activity.guests.enrol')}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
