import type { Device, DeviceWithKey } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import { Table } from '../../../shared/data-table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { QuerySection } from '../components/query-section';
import { useDeviceKey, useRevokeDevice } from '../api/device.mutations';
import { measurementQueries } from '../api/measurement.queries';

function DeviceRow(props: { device: Device; onKey: (created: DeviceWithKey) => void }) {
  const { t, i18n } = useTranslation();
  const { device } = props;
  const rotate = useDeviceKey();
  const revoke = useRevokeDevice();
  const name = `${device.model} ${device.serial}`;
  const when = (at: string) => formatDateTime(at, i18n.resolvedLanguage);
  return (
    <Table.Row>
      <Table.RowHeader scope="row">
        <Text>{name}</Text>
        <Text textStyle="sm" color="fg.muted">
          {t(`measurement.devices.types.${device.type}`)}
        </Text>
      </Table.RowHeader>
      <Table.Cell>{device.assignment.name}</Table.Cell>
      <Table.Cell>
        <Text>
          {device.revokedAt
            ? t('measurement.devices.revoked', { when: when(device.revokedAt) })
            : t('measurement.devices.active')}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t('measurement.devices.keyHint', { hint: device.keyHint })}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {device.lastReadingAt
            ? t('measurement.devices.lastReading', { when: when(device.lastReadingAt) })
            : t('measurement.devices.noReading')}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            aria-label={t('measurement.devices.newKeyOf', { device: name })}
            loading={rotate.isPending}
            onClick={() =>
              rotate.mutateAsync({ rotate: device.id }).then(props.onKey, () => undefined)
            }
          >
            {t('measurement.devices.newKey')}
          </Button>
          {!device.revokedAt && (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('measurement.devices.revokeOf', { device: name })}
              loading={revoke.isPending}
              onClick={() => revoke.mutate(device.id)}
            >
              {t('measurement.devices.revoke')}
            </Button>
          )}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** The group's devices: where their readings go, their key's end, revoked or active. */
export function DeviceRegister(props: {
  groupId: number;
  onKey: (created: DeviceWithKey) => void;
}) {
  const { t } = useTranslation();
  const devices = useQuery(measurementQueries.devices(useApi(), props.groupId));
  return (
    <QuerySection
      id="device-register"
      title={t('measurement.devices.register')}
      query={devices}
      none={t('measurement.devices.none')}
    >
      {(data) => (
        <chakra.div overflowX="auto">
          <Table.Root>
            <Table.Header>
              <Table.Row>
                {(['device', 'assignment', 'active', 'actions'] as const).map((column) => (
                  <Table.ColumnHeader key={column} scope="col">
                    {t(`measurement.devices.${column}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.map((device) => (
                <DeviceRow key={device.id} device={device} onKey={props.onKey} />
              ))}
            </Table.Body>
          </Table.Root>
        </chakra.div>
      )}
    </QuerySection>
  );
}
