import type { Company, Employee, Store, StoreHours, User, UserGroup, UserToGroup } from '@store-ops/domain';
import { useMemo } from 'react';
import { AdminGridScreen } from './AdminGridScreen';
import type { FieldOption, FieldSpec } from './fields';
import type { AdminScreenProps } from './types';

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const byLabel = (a: FieldOption, b: FieldOption) => a.label.localeCompare(b.label);
const companyOptions = (companies: readonly Company[]) =>
  companies.map((c) => ({ value: c.id, label: c.name })).sort(byLabel);
const storeOptions = (stores: readonly Store[]) =>
  stores.map((s) => ({ value: s.id, label: s.name, description: `${s.city}, ${s.state}` })).sort(byLabel);
/** The ID column: there for sorting and the export, hidden until chosen (names identify rows). */
const idField = { field: 'id', label: 'ID', kind: 'id', hide: true } as const;

// ---------------------------------------------------------------- Users
/** A new user's first password (the create form only; never a column). */
type UserWithPassword = User & { password?: string };

export const userFields: readonly FieldSpec<UserWithPassword>[] = [
  idField,
  { field: 'name', label: 'Name', kind: 'text', required: true },
  { field: 'email', label: 'E-mail', kind: 'email', required: true },
  { field: 'admin', label: 'Admin', kind: 'boolean' },
  { field: 'password', label: 'Password', kind: 'password', required: true, inCreateForm: true },
];

export type UsersScreenProps = AdminScreenProps<User>;

/** /users: every user with the admin flag; inline edit, create (with a first password), delete. */
export function UsersScreen(props: UsersScreenProps) {
  return (
    <AdminGridScreen<User>
      {...props}
      title="Users"
      entity="user"
      plural="users"
      fields={userFields as readonly FieldSpec<User>[]}
      rowLabel={(u) => u.name || u.email}
      defaults={{ name: '', email: '', admin: false }}
      detailHref={(u) => `/users/${u.id}`}
    />
  );
}

// ---------------------------------------------------------------- User groups
export function userGroupFields(
  companies: readonly Company[],
  stores: readonly Store[],
): readonly FieldSpec<UserGroup>[] {
  return [
    idField,
    { field: 'name', label: 'Name', kind: 'text', required: true },
    { field: 'description', label: 'Description', kind: 'text' },
    { field: 'company_ids', label: 'Companies', kind: 'idList', options: companyOptions(companies) },
    { field: 'store_ids', label: 'Stores', kind: 'idList', options: storeOptions(stores) },
  ];
}

export interface UserGroupsScreenProps extends AdminScreenProps<UserGroup> {
  /** For company and store names in the access columns and the create form. */
  companies: readonly Company[];
  stores: readonly Store[];
}

/** /usergroups: groups granting access to whole companies and/or single stores. */
export function UserGroupsScreen({ companies, stores, ...props }: UserGroupsScreenProps) {
  const fields = useMemo(() => userGroupFields(companies, stores), [companies, stores]);
  return (
    <AdminGridScreen<UserGroup>
      {...props}
      title="User Groups"
      entity="user group"
      plural="user groups"
      fields={fields}
      rowLabel={(g) => g.name}
      defaults={{ name: '', description: '', company_ids: [], store_ids: [] }}
    />
  );
}

// ---------------------------------------------------------------- User assignments
export function userAssignmentFields(
  users: readonly User[],
  groups: readonly UserGroup[],
): readonly FieldSpec<UserToGroup>[] {
  return [
    idField,
    {
      field: 'user_id',
      label: 'User',
      kind: 'select',
      required: true,
      options: users.map((u) => ({ value: u.id, label: u.name, description: u.email })).sort(byLabel),
    },
    {
      field: 'group_id',
      label: 'Group',
      kind: 'select',
      required: true,
      options: groups.map((g) => ({ value: g.id, label: g.name })).sort(byLabel),
    },
  ];
}

export interface UserAssignmentsScreenProps extends AdminScreenProps<UserToGroup> {
  users: readonly User[];
  groups: readonly UserGroup[];
}

/** /users2groups, labelled User Assignments: which user is in which group. */
export function UserAssignmentsScreen({ users, groups, ...props }: UserAssignmentsScreenProps) {
  const fields = useMemo(() => userAssignmentFields(users, groups), [users, groups]);
  const userName = (id: number) => {
    const user = users.find((u) => u.id === id);
    return user ? `${user.name} (${user.email})` : `#${id}`;
  };
  const groupName = (id: number) => groups.find((g) => g.id === id)?.name ?? `#${id}`;
  return (
    <AdminGridScreen<UserToGroup>
      {...props}
      title="User Assignments"
      entity="assignment"
      plural="user assignments"
      fields={fields}
      rowLabel={(a) => `${userName(a.user_id)} in ${groupName(a.group_id)}`}
      defaults={{}}
    />
  );
}

// ---------------------------------------------------------------- Companies
export const companyFields: readonly FieldSpec<Company>[] = [
  idField,
  { field: 'name', label: 'Name', kind: 'text', required: true },
  { field: 'source_id', label: 'Source ID', kind: 'text', required: true },
  {
    field: 'week_begin',
    label: 'Week begins',
    kind: 'select',
    required: true,
    options: weekdayNames.map((d) => ({ value: d, label: d })),
  },
];

export type CompaniesScreenProps = AdminScreenProps<Company>;

/** /companies. */
export function CompaniesScreen(props: CompaniesScreenProps) {
  return (
    <AdminGridScreen<Company>
      {...props}
      title="Companies"
      entity="company"
      plural="companies"
      fields={companyFields}
      rowLabel={(c) => c.name}
      defaults={{ name: '', source_id: '', week_begin: 'Monday' }}
      detailHref={(c) => `/companies/${c.id}`}
    />
  );
}

// ---------------------------------------------------------------- Stores
export function storeFields(companies: readonly Company[]): readonly FieldSpec<Store>[] {
  return [
    idField,
    { field: 'name', label: 'Name', kind: 'text', required: true },
    { field: 'address', label: 'Address', kind: 'text', required: true },
    { field: 'city', label: 'City', kind: 'text', required: true },
    { field: 'state', label: 'State', kind: 'text', required: true },
    { field: 'zip', label: 'ZIP', kind: 'text', required: true },
    { field: 'phone', label: 'Phone', kind: 'text' },
    { field: 'franchise', label: 'Franchise', kind: 'text' },
    {
      field: 'company_id',
      label: 'Company',
      kind: 'select',
      required: true,
      options: companyOptions(companies),
    },
    { field: 'source_id', label: 'Source ID', kind: 'text', required: true },
  ];
}

export interface StoresScreenProps extends AdminScreenProps<Store> {
  companies: readonly Company[];
}

/** /stores. */
export function StoresScreen({ companies, ...props }: StoresScreenProps) {
  const fields = useMemo(() => storeFields(companies), [companies]);
  return (
    <AdminGridScreen<Store>
      {...props}
      title="Stores"
      entity="store"
      plural="stores"
      fields={fields}
      rowLabel={(s) => s.name}
      defaults={{
        name: '',
        address: '',
        city: '',
        state: '',
        zip: '',
        phone: '',
        franchise: '',
        source_id: '',
      }}
      detailHref={(s) => `/stores/${s.id}`}
    />
  );
}

// ---------------------------------------------------------------- Employees
export function employeeFields(stores: readonly Store[]): readonly FieldSpec<Employee>[] {
  return [
    idField,
    { field: 'first_name', label: 'First name', kind: 'text', required: true },
    { field: 'last_name', label: 'Last name', kind: 'text', required: true },
    { field: 'role', label: 'Role', kind: 'text' },
    { field: 'hourly_rate', label: 'Hourly rate', kind: 'number', required: true },
    { field: 'active', label: 'Active', kind: 'boolean' },
    { field: 'store_id', label: 'Store', kind: 'select', required: true, options: storeOptions(stores) },
    { field: 'source_id', label: 'Source ID', kind: 'text', required: true },
  ];
}

export interface EmployeesScreenProps extends AdminScreenProps<Employee> {
  stores: readonly Store[];
}

/** /employees. */
export function EmployeesScreen({ stores, ...props }: EmployeesScreenProps) {
  const fields = useMemo(() => employeeFields(stores), [stores]);
  return (
    <AdminGridScreen<Employee>
      {...props}
      title="Employees"
      entity="employee"
      plural="employees"
      fields={fields}
      rowLabel={(e) => `${e.first_name} ${e.last_name}`}
      defaults={{ first_name: '', last_name: '', role: '', active: true, source_id: '' }}
      detailHref={(e) => `/employees/${e.id}`}
    />
  );
}

// ---------------------------------------------------------------- Hours
export function hoursFields(stores: readonly Store[]): readonly FieldSpec<StoreHours>[] {
  return [
    idField,
    { field: 'store_id', label: 'Store', kind: 'select', required: true, options: storeOptions(stores) },
    {
      field: 'day_of_week',
      label: 'Day',
      kind: 'select',
      required: true,
      options: weekdayNames.map((d, i) => ({ value: i, label: d })),
    },
    { field: 'open_time', label: 'Opens', kind: 'time', nullable: true },
    { field: 'close_time', label: 'Closes', kind: 'time', nullable: true },
    { field: 'closed', label: 'Closed', kind: 'boolean' },
  ];
}

export interface HoursScreenProps extends AdminScreenProps<StoreHours> {
  stores: readonly Store[];
}

/** /hours: one row per store and weekday; a closed day has no times. */
export function HoursScreen({ stores, ...props }: HoursScreenProps) {
  const fields = useMemo(() => hoursFields(stores), [stores]);
  const storeName = (id: number) => stores.find((s) => s.id === id)?.name ?? `#${id}`;
  return (
    <AdminGridScreen<StoreHours>
      {...props}
      title="Hours"
      entity="hours"
      plural="store hours"
      fields={fields}
      rowLabel={(h) => `${storeName(h.store_id)} ${weekdayNames[h.day_of_week] ?? ''}`.trim()}
      defaults={{ open_time: '09:00', close_time: '17:00', closed: false }}
    />
  );
}
