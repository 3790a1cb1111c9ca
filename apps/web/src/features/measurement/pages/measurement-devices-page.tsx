import type { DeviceWithKey } from '@care/api-client';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpLink } from '../../../shared/help-link';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { useSelectedGroupId } from '../../../shared/selected-group';
import { DeviceForm } from '../devices/device-form';
import { DeviceKey } from '../devices/device-key';
import { DeviceQueue } from '../devices/device-queue';
import { DeviceRegister } from '../devices/device-register';

/**
 * `measurementDevices/` (docs/behaviour/measurements.md#devices): the selected group's register of
 * measuring devices, a new device with its key shown once, new keys and revocations, and the queue
 * of shared devices' readings waiting for a guest.
 */
export function MeasurementDevicesPage() {
  const { t } = useTranslation();
  const groupId = useSelectedGroupId();
  const [key, setKey] = useState<DeviceWithKey | null>(null);
  return (
    <PageMessageBars label={t('measurement.messages')}>
      <Stack gap="8">
        <title>{`${t('measurement.devices.title')} · ${t('app.name')}`}</title>
        <Flex justify="space-between" align="baseline" wrap="wrap" gap="4">
          <Heading as="h1" size="2xl">
            {t('measurement.devices.title')}
          </Heading>
          <HelpLink page="measurements" topic={t('measurement.devices.title')} />
        </Flex>
        <Text>{t('measurement.devices.intro')}</Text>
        {groupId === null ? (
          <Text>{t('measurement.noGroup')}</Text>
        ) : (
          <>
            {key && <DeviceKey created={key} onDone={() => setKey(null)} />}
            <DeviceForm groupId={groupId} onCreated={setKey} />
            <DeviceRegister groupId={groupId} onKey={setKey} />
            <DeviceQueue groupId={groupId} />
          </>
        )}
      </Stack>
    </PageMessageBars>
  );
}
