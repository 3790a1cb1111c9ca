import type { DeviceWithKey } from '@care/api-client';
import { Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A device's key, shown once (after its creation or a new key): read-only, with a copy button;
 * Care keeps only its hash, so once dismissed it cannot be shown again.
 */
export function DeviceKey(props: { created: DeviceWithKey; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const copy = () =>
    void navigator.clipboard?.writeText(props.created.key).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const { device } = props.created;
  return (
    <Stack
      as="section"
      gap="3"
      borderWidth="2px"
      borderRadius="md"
      p="4"
      aria-labelledby="device-key"
    >
      <Heading as="h2" size="md" id="device-key" tabIndex={-1} ref={heading}>
        {`${t('measurement.devices.keyTitle')}: ${device.model} ${device.serial}`}
      </Heading>
      <Text>{t('measurement.devices.keyOnce')}</Text>
      <Field.Root>
        <Field.Label>{t('measurement.devices.keyTitle')}</Field.Label>
        <Input
          readOnly
          value={props.created.key}
          fontFamily="mono"
          onFocus={(e) => e.target.select()}
        />
      </Field.Root>
      <Flex gap="2" wrap="wrap" align="center">
        <Button onClick={copy}>{t('measurement.devices.copy')}</Button>
        <Button variant="outline" onClick={props.onDone}>
          {t('measurement.devices.done')}
        </Button>
        <Text role="status">{copied ? t('measurement.devices.copied') : ''}</Text>
      </Flex>
    </Stack>
  );
}
