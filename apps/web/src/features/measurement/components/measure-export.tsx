import { STAFF_ROLES, type MeasureType } from '@care/api-client';
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate, type Requirement } from '../../../shared/permissions/index';

const ExportDialog = lazy(async () => ({
  default: (await import('../../exports/index')).ExportDialog,
}));

/** The export type of each exported measure (docs/behaviour/measurements.md#exports). */
const EXPORT_TYPES: Partial<Record<MeasureType, string>> = {
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

/** "Export …" for a measure that has an export, opening the export dialog for the guest. */
export function MeasureExport(props: { type: MeasureType; personalDataId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const exportType = EXPORT_TYPES[props.type];
  if (!exportType) return null;
  const titleKey = `exports.type.${exportType}`;
  return (
    <PermissionGate requires={EXPORT_REQUIREMENT}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('exports.dialog.title', { title: t(titleKey) })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog
            type={exportType}
            module="measurement"
            titleKey={titleKey}
            guestId={props.personalDataId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </PermissionGate>
  );
}
