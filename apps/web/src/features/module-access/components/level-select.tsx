import { MODULE_ACCESS_LEVELS, type ModuleAccessLevel } from '@care/api-client';
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** One cell of the access table: a role's level in a module, named "Nurse, Measurements". */
export function LevelSelect(props: {
  label: string;
  value: ModuleAccessLevel;
  disabled: boolean;
  onChange: (level: ModuleAccessLevel) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" minW="9rem" disabled={props.disabled}>
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as ModuleAccessLevel)}
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
}
