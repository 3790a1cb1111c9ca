import {
  CONFIGURATION_MODULE,
  MODULE_IDS,
  ROLES,
  type ModuleAccessLevel,
  type ModuleAccessMap,
  type ModuleId,
  type Role,
} from '@care/api-client';
import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LevelSelect } from './level-select';

const Table = chakra('table');
const Caption = chakra('caption');
const Th = chakra('th');
const Td = chakra('td');

/** The first column stays in view while the table scrolls sideways (narrow screens). */
const STICKY = { position: 'sticky', insetInlineStart: 0, zIndex: 1, bg: 'bg' } as const;
const CELL = { px: '3', py: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

/**
 * The modules (rows) × the seven roles (columns), each cell a labelled select
 * (docs/behaviour/module-access.md#the-screen). The `configuration` row is fixed: the
 * administrators keep it and no other role may have it (the server's rules).
 */
export function AccessTable(props: {
  levels: ModuleAccessMap;
  /** Stable across renders: the cells are memoised on it. */
  onChange: (module: ModuleId, role: Role, level: ModuleAccessLevel) => void;
}) {
  const { t } = useTranslation();
  const roleName = (role: Role) => t(`role.translation.${role}`);
  return (
    <Box
      role="region"
      aria-label={t('configuration.table')}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
    >
      <Table w="full" borderCollapse="separate" borderSpacing="0" fontSize="sm">
        <Caption srOnly>{t('configuration.table')}</Caption>
        <thead>
          <tr>
            <Th scope="col" {...CELL} {...STICKY}>
              {t('configuration.module')}
            </Th>
            {ROLES.map((role) => (
              <Th scope="col" key={role} {...CELL}>
                {roleName(role)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MODULE_IDS.map((module) => (
            <tr key={module}>
              <Th scope="row" fontWeight="medium" {...CELL} {...STICKY}>
                {t(`configuration.modules.${module}`)}
              </Th>
              {ROLES.map((role) => (
                <Td key={role} {...CELL}>
                  <LevelSelect
                    module={module}
                    role={role}
                    value={props.levels[module][role]}
                    disabled={module === CONFIGURATION_MODULE}
                    onChange={props.onChange}
                  />
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
