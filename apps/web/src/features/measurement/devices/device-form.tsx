import { DEVICE_TYPES, type DeviceCreate, type DeviceWithKey } from '@care/api-client';
import { Button, chakra, Field, Flex, Heading, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useValuesDraft } from '../../../shared/drafts/use-values-draft';
import { useDeviceKey } from '../api/device.mutations';
import { measurementQueries } from '../api/measurement.queries';

/** A select of the group's guests (the latest-values list names them). */
export function GuestSelect(props: {
  groupId: number;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const latest = useQuery(measurementQueries.latest(useApi(), props.groupId));
  return (
    <Field.Root width="auto">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root width="auto">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">–</option>
          {(latest.data ?? []).map(({ guest }) => (
            <option key={guest.personalDataId} value={guest.personalDataId}>
              {`${guest.surname} ${guest.name}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** What the device form holds. */
interface DeviceValues {
  type: DeviceCreate['type'];
  model: string;
  serial: string;
  target: 'group' | 'guest';
  guest: string;
}
const NEW_DEVICE: DeviceValues = {
  type: 'bloodPressureMonitor',
  model: '',
  serial: '',
  target: 'group',
  guest: '',
};
const LABELS: Record<string, string> = {
  type: 'measurement.devices.type',
  model: 'measurement.devices.model',
  serial: 'measurement.devices.serial',
  target: 'measurement.devices.assignment',
  guest: 'measurement.devices.guestPick',
};

/**
 * A new device: type, model, serial, and whether its readings go to a guest or the group. What is
 * typed is kept as a draft of the group's new device until it is registered
 * (docs/behaviour/never-losing-work.md#drafts).
 */
export function DeviceForm(props: {
  groupId: number;
  onCreated: (created: DeviceWithKey) => void;
}) {
  const { t } = useTranslation();
  const save = useDeviceKey();
  const [type, setType] = useState<DeviceCreate['type']>('bloodPressureMonitor');
  const [model, setModel] = useState('');
  const [serial, setSerial] = useState('');
  const [target, setTarget] = useState<'group' | 'guest'>('group');
  const [guest, setGuest] = useState('');
  const [checked, setChecked] = useState(false);
  const draft = useValuesDraft<DeviceValues>({
    formId: 'measurement.device',
    recordId: `new-in-${props.groupId}`,
    // The choices alone are no draft (they stay after a save): only a model or serial typed.
    initial: { ...NEW_DEVICE, type, target, guest },
    values: { type, model, serial, target, guest },
    definition: [Object.keys(NEW_DEVICE), DEVICE_TYPES],
    labelOf: (field) => t(LABELS[field] ?? field),
    onRestore: (values) => {
      const restored = { ...NEW_DEVICE, ...values };
      setType(restored.type);
      setModel(restored.model);
      setSerial(restored.serial);
      setTarget(restored.target);
      setGuest(restored.guest);
    },
  });
  const missing = {
    model: model.trim() === '',
    serial: serial.trim() === '',
    guest: target === 'guest' && !guest,
  };
  const submit = async () => {
    setChecked(true);
    if (missing.model || missing.serial || missing.guest) return;
    const assignment =
      target === 'group'
        ? ({ kind: 'group', groupId: props.groupId } as const)
        : ({ kind: 'guest', personalDataId: Number(guest) } as const);
    await save.mutateAsync({ create: { type, model, serial, assignment } }).then(
      async (created) => {
        await draft.clear();
        setModel('');
        setSerial('');
        setChecked(false);
        props.onCreated(created);
      },
      () => undefined,
    );
  };
  return (
    <chakra.form
      aria-labelledby="device-new"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3">
        <Heading as="h2" size="lg" id="device-new">
          {t('measurement.devices.new')}
        </Heading>
        {draft.prompt}
        <Flex gap="3" wrap="wrap" align="flex-start">
          <Field.Root width="auto">
            <Field.Label>{t('measurement.devices.type')}</Field.Label>
            <NativeSelect.Root width="auto">
              <NativeSelect.Field
                value={type}
                onChange={(e) => setType(e.target.value as DeviceCreate['type'])}
              >
                {DEVICE_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`measurement.devices.types.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {(
            [
              ['model', model, setModel],
              ['serial', serial, setSerial],
            ] as const
          ).map(([name, value, set]) => (
            <Field.Root key={name} width="auto" required invalid={checked && missing[name]}>
              <Field.Label>{t(`measurement.devices.${name}`)}</Field.Label>
              <Input value={value} maxLength={80} onChange={(e) => set(e.target.value)} />
              <Field.ErrorText color="care.error.fg">
                {t('measurement.required', { field: t(`measurement.devices.${name}`) })}
              </Field.ErrorText>
            </Field.Root>
          ))}
        </Flex>
        <chakra.fieldset>
          <chakra.legend fontWeight="semibold">{t('measurement.devices.assignment')}</chakra.legend>
          <Flex gap="4" wrap="wrap">
            {(['group', 'guest'] as const).map((value) => (
              <chakra.label key={value} display="flex" gap="2" alignItems="center">
                <input
                  type="radio"
                  name="device-target"
                  value={value}
                  checked={target === value}
                  onChange={() => setTarget(value)}
                />
                {t(value === 'group' ? 'measurement.devices.shared' : 'measurement.devices.guest')}
              </chakra.label>
            ))}
          </Flex>
        </chakra.fieldset>
        {target === 'guest' && (
          <GuestSelect
            groupId={props.groupId}
            label={t('measurement.devices.guestPick')}
            value={guest}
            onChange={setGuest}
          />
        )}
        <Button
          type="submit"
          alignSelf="flex-start"
          loading={save.isPending}
          loadingText={t('measurement.devices.create')}
        >
          {t('measurement.devices.create')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
