import type { QueuedReading } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { QuerySection } from '../components/query-section';
import { useAssignQueued } from '../api/device.mutations';
import { measurementQueries } from '../api/measurement.queries';
import { formatValue } from '../format-value';
import { GuestSelect } from './device-form';

function QueuedRow({ reading, groupId }: { reading: QueuedReading; groupId: number }) {
  const { t, i18n } = useTranslation();
  const assign = useAssignQueued();
  const [guest, setGuest] = useState('');
  return (
    <Stack as="li" gap="2" borderTopWidth="1px" pt="2">
      <Text fontWeight="semibold">
        {`${t(`measurement.types.${reading.type}`)}: ${formatValue(t, reading.type, reading.value)}`}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {`${t(`measurement.devices.types.${reading.device.type}`)} ${reading.device.model} ${reading.device.serial} · ${formatDateTime(reading.measuredAt, i18n.resolvedLanguage)}`}
      </Text>
      <Flex gap="2" align="flex-end" wrap="wrap">
        <GuestSelect
          groupId={groupId}
          label={t('measurement.devices.assignTo')}
          value={guest}
          onChange={setGuest}
        />
        <Button
          disabled={!guest}
          loading={assign.isPending}
          loadingText={t('measurement.devices.assign')}
          onClick={() => assign.mutate({ id: reading.id, personalDataId: Number(guest) })}
        >
          {t('measurement.devices.assign')}
        </Button>
      </Flex>
    </Stack>
  );
}

/** The shared devices' readings waiting for a nurse to give each its guest, oldest first. */
export function DeviceQueue({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const queue = useQuery(measurementQueries.queue(useApi(), groupId));
  return (
    <QuerySection
      id="device-queue"
      title={t('measurement.devices.queue')}
      query={queue}
      none={t('measurement.devices.queueNone')}
    >
      {(data) => (
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
          {data.map((reading) => (
            <QueuedRow key={reading.id} reading={reading} groupId={groupId} />
          ))}
        </chakra.ul>
      )}
    </QuerySection>
  );
}
