import {
  MODULE_ACCESS_LEVELS,
  type ModuleAccessLevel,
  type ModuleId,
  type Role,
} from '@care/api-client';
import { NativeSelect } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cellLabel } from '../draft';

/**
 * One cell of the access table: a role's level in a module, named "Nurse, Measurements".
 * Memoised, with a stable `onChange`: a change renders its own cell again, not the 175
 * (docs/behaviour/module-access.md#the-screen).
 */
export const LevelSelect = memo(function LevelSelect(props: {
  module: ModuleId;
  role: Role;
  value: ModuleAccessLevel;
  disabled: boolean;
  onChange: (module: ModuleId, role: Role, level: ModuleAccessLevel) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" minW="9rem" disabled={props.disabled}>
      <NativeSelect.Field
        aria-label={cellLabel(t, props.module, props.role)}
        value={props.value}
        onChange={(event) =>
          props.onChange(props.module, props.role, event.target.value as ModuleAccessLevel)
        }
      >
        {MODULE_ACCESS_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`configuration.levels.${level}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
