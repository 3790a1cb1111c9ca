import type { DiaryHandoverRequest } from '@care/api-client';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../../shared/permissions/index';
import { useSelectedGroupId } from '../../../../shared/selected-group';
import { DIARY_MANAGER_REQUIREMENT } from '../../permissions';
import { HandoverOptions, type HandoverOptionsValue } from '../components/handover-options';
import { HandoverReaders } from '../components/handover-readers';
import { HandoverSheet } from '../components/handover-sheet';
import { defaultRange, lastHours, rangePeriod } from '../handover-period';

/** The request of `options` (the last hours counted from `chosenAt`), or null while incomplete. */
function requestOf(
  options: HandoverOptionsValue,
  chosenAt: Date,
  groupId: number | null,
): DiaryHandoverRequest | null {
  const period =
    options.period === 'range'
      ? rangePeriod(options.range.from, options.range.to)
      : lastHours(options.period, chosenAt);
  if (!period) return null;
  const base = { ...period, mode: options.mode };
  if (options.scope === 'mine') return { ...base, mine: 'true' };
  if (options.scope === 'guests') {
    if (options.guests.length === 0) return null;
    return { ...base, guests: options.guests.map((guest) => guest.id) };
  }
  return groupId === null ? base : { ...base, groupId };
}

/**
 * `/loggedIn/diaryHandover/` (docs/behaviour/diary.md#handover): the handover sheet of a period
 * and a scope, summary or full, on screen and as a PDF; managers see who read it up to when.
 */
export function HandoverPage() {
  const { t } = useTranslation();
  const groupId = useSelectedGroupId();
  const [chosenAt, setChosenAt] = useState(() => new Date());
  const [options, setOptions] = useState<HandoverOptionsValue>(() => ({
    period: 'last8',
    range: defaultRange(new Date()),
    scope: 'group',
    guests: [],
    mode: 'summary',
  }));
  const change = (next: HandoverOptionsValue) => {
    if (next.period !== options.period) setChosenAt(new Date());
    setOptions(next);
  };
  const request = useMemo(
    () => requestOf(options, chosenAt, groupId),
    [options, chosenAt, groupId],
  );
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '8' }}>
      <title>{`${t('diary.handover.title')} · ${t('app.name')}`}</title>
      <Heading as="h1" size="2xl" mb="2">
        {t('diary.handover.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('diary.handover.description')}
      </Text>
      <HandoverOptions value={options} onChange={change} />
      {request && <HandoverSheet request={request} />}
      <PermissionGate requires={DIARY_MANAGER_REQUIREMENT}>
        <HandoverReaders />
      </PermissionGate>
    </Box>
  );
}
