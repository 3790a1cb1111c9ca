import { STAFF_ROLES, type MeasureType } from '@care/api-client';
import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate, type Requirement } from '../../../shared/permissions/index';

const ExportDialog = lazy(async () => ({
  default: (await import('../../exports/index')).ExportDialog,
}));

/** The export type of each exported measure (docs/behaviour/measurements.md#exports). */
const EXPORT_TYPES: Readonly<Partial<Record<MeasureType, string>>> = {
  glycemia: 'GLYCEMIA',
  weight: 'WEIGHT',
  pressure: 'PRESSURE',
  heartRate: 'HEART_RATE',
  temperature: 'TEMPERATURE',
  saturation: 'SATURATION',
  diuresis: 'DIURESIS',
};

/** The exports are for staff (docs/behaviour/exports.md#who). */
const EXPORT_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'measurement', need: 'read' },
};

/** Whose readings an export holds: a guest's, or a group's guests'. */
type ExportTarget = { guestId: number } | { groupId: number; groupName: string };

/** A button named `label` opening the export dialog of `exportType` for `target`. */
function ExportButton(props: {
  exportType: string;
  target: ExportTarget;
  label: string;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={props.size ?? 'md'} onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog
            type={props.exportType}
            module="measurement"
            titleKey={`exports.type.${props.exportType}`}
            {...props.target}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** "Export …" for a measure that has an export, opening the export dialog for the guest. */
export function MeasureExport(props: { type: MeasureType; personalDataId: number }) {
  const { t } = useTranslation();
  const exportType = EXPORT_TYPES[props.type];
  if (!exportType) return null;
  return (
    <PermissionGate requires={EXPORT_REQUIREMENT}>
      <ExportButton
        exportType={exportType}
        target={{ guestId: props.personalDataId }}
        label={t('exports.dialog.title', { title: t(`exports.type.${exportType}`) })}
        size="sm"
      />
    </PermissionGate>
  );
}

/**
 * The group screen's export (docs/behaviour/exports.md#a-groups-export): a measure, then
 * "Export: Weight of <group>", the export dialog for every guest of the selected group.
 */
export function GroupMeasureExport(props: { groupId: number; groupName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [exportType, setExportType] = useState('WEIGHT');
  const title = t(`exports.type.${exportType}`);
  return (
    <PermissionGate requires={EXPORT_REQUIREMENT}>
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label htmlFor={id}>{t('measurement.all.exportMeasure')}</Field.Label>
          <NativeSelect.Root width="auto">
            <NativeSelect.Field
              id={id}
              value={exportType}
              onChange={(event) => setExportType(event.currentTarget.value)}
            >
              {Object.values(EXPORT_TYPES).map((type) => (
                <option key={type} value={type}>
                  {t(`exports.type.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <ExportButton
          exportType={exportType}
          target={{ groupId: props.groupId, groupName: props.groupName }}
          label={t('exports.dialog.groupTitle', { title, group: props.groupName })}
        />
      </Flex>
    </PermissionGate>
  );
}
