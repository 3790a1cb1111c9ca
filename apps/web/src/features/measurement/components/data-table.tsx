// The measurements' tables are the shared plain tables (src/shared/data-table.tsx).
export { Table } from '../../../shared/data-table';
