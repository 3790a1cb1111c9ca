import { chakra } from '@chakra-ui/react';

/**
 * Plain HTML tables (row and column headers, a caption) styled here, for the measurements and the
 * diary categories, so the Chakra system needs no table recipe (src/app/chakra-components.ts
 * keeps the first load small).
 */
/** A table cell's spacing and rule, for tables that draw their rows as plain HTML too. */
export const TABLE_CELL = {
  px: '3',
  py: '2',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottomWidth: '1px',
  borderColor: 'border',
} as const;

export const Table = {
  Root: chakra('table', { base: { width: 'full', borderCollapse: 'collapse', textStyle: 'sm' } }),
  Header: chakra('thead'),
  Body: chakra('tbody'),
  Row: chakra('tr'),
  ColumnHeader: chakra('th', { base: { ...TABLE_CELL, fontWeight: 'semibold' } }),
  Cell: chakra('td', { base: TABLE_CELL }),
  RowHeader: chakra('th', { base: { ...TABLE_CELL, fontWeight: 'normal' } }),
};
