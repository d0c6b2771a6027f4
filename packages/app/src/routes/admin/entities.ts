import type { DataGridColumn } from '@store-ops/ui/data-grid';

export type AdminEntity =
  | 'stores'
  | 'employees'
  | 'users'
  | 'companies'
  | 'hours'
  | 'usergroups'
  | 'users2groups';

// biome-ignore lint/suspicious/noExplicitAny: rows of seven entity shapes share one grid screen
export type AnyRow = Record<string, any> & { id: number; version?: number };

interface EntityConfig {
  title: string;
  /** Singular, for the detail view's heading. */
  one: string;
  columns: DataGridColumn<AnyRow>[];
  /** What a row is called in messages (its name, e-mail, ...). */
  describe: (row: AnyRow) => string;
}

const col = (
  field: string,
  headerName: string,
  extra: Partial<DataGridColumn<AnyRow>> = {},
): DataGridColumn<AnyRow> => ({
  field,
  headerName,
  ...extra,
});
const edit = (field: string, headerName: string, extra: Partial<DataGridColumn<AnyRow>> = {}) =>
  col(field, headerName, { editable: true, ...extra });
const idCol = col('id', 'ID', { width: 90, filter: 'agNumberColumnFilter' });
const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v ?? ''));

export const ENTITIES: Record<AdminEntity, EntityConfig> = {
  stores: {
    title: 'Stores',
    one: 'Store',
    describe: (r) => String(r.name ?? r.id),
    columns: [
      idCol,
      edit('name', 'Name', { flex: 1, minWidth: 180 }),
      edit('address', 'Address', { minWidth: 180 }),
      edit('city', 'City'),
      edit('state', 'State', { width: 100 }),
      edit('zip', 'ZIP', { width: 110 }),
      edit('phone', 'Phone'),
      edit('franchise', 'Brand'),
      col('company_id', 'Company ID', { width: 130 }),
    ],
  },
  employees: {
    title: 'Employees',
    one: 'Employee',
    describe: (r) => `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || String(r.id),
    columns: [
      idCol,
      edit('first_name', 'First name'),
      edit('last_name', 'Last name'),
      edit('role', 'Role'),
      edit('hourly_rate', 'Hourly rate', { cellDataType: 'number' }),
      edit('active', 'Active', { cellDataType: 'boolean' }),
      col('store_id', 'Store ID', { width: 110 }),
    ],
  },
  users: {
    title: 'Users',
    one: 'User',
    describe: (r) => String(r.email ?? r.id),
    columns: [
      idCol,
      edit('name', 'Name', { flex: 1 }),
      edit('email', 'E-mail', { flex: 1 }),
      edit('admin', 'Admin', { cellDataType: 'boolean', width: 110 }),
    ],
  },
  companies: {
    title: 'Companies',
    one: 'Company',
    describe: (r) => String(r.name ?? r.id),
    columns: [
      idCol,
      edit('name', 'Name', { flex: 1 }),
      col('source_id', 'Source ID'),
      edit('week_begin', 'Week begins'),
    ],
  },
  hours: {
    title: 'Hours',
    one: 'Hours row',
    describe: (r) => `store ${r.store_id}, day ${r.day_of_week}`,
    columns: [
      idCol,
      col('store_id', 'Store ID', { width: 110 }),
      col('day_of_week', 'Day (0 = Sunday)', { width: 150 }),
      edit('open_time', 'Opens'),
      edit('close_time', 'Closes'),
      edit('closed', 'Closed', { cellDataType: 'boolean', width: 110 }),
    ],
  },
  usergroups: {
    title: 'User Groups',
    one: 'User group',
    describe: (r) => String(r.name ?? r.id),
    columns: [
      idCol,
      edit('name', 'Name', { flex: 1 }),
      edit('description', 'Description', { flex: 1 }),
      col('company_ids', 'Companies', { valueFormatter: (p) => list(p.value) }),
      col('store_ids', 'Stores', { valueFormatter: (p) => list(p.value) }),
    ],
  },
  users2groups: {
    title: 'User Assignments',
    one: 'User assignment',
    describe: (r) => `user ${r.user_id} in group ${r.group_id}`,
    columns: [
      idCol,
      edit('user_id', 'User ID', { cellDataType: 'number' }),
      edit('group_id', 'Group ID', { cellDataType: 'number' }),
    ],
  },
};
