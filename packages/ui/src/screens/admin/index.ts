// The `@store-ops/ui/admin` entry point: admin grid screens (AG Grid, via the DataGrid) and the
// admin detail views. Kept out of the root index so screens without grids never ship AG Grid.
export { AdminGridScreen, type AdminGridScreenProps, type AdminRow } from './AdminGridScreen';
export { type AuditLogPage, AuditLogScreen, type AuditLogScreenProps } from './AuditLog/AuditLogScreen';
export { auditLogStrings } from './AuditLog/auditLog';
export { loadStoreRanking } from './Dashboard/Board';
export {
  type DashboardRangeChoice,
  DashboardScreen,
  type DashboardScreenProps,
  type StoreDayRef,
} from './Dashboard/DashboardScreen';
export { dashboardStrings } from './Dashboard/dashboard';
export {
  CompanyDetail,
  type CompanyDetailData,
  type CompanyDetailProps,
  type DetailProps,
  type DetailState,
  detailStrings,
  EmployeeDetail,
  type EmployeeDetailData,
  type EmployeeDetailProps,
  StoreDetail,
  type StoreDetailData,
  type StoreDetailProps,
  UserDetail,
  type UserDetailData,
  type UserDetailProps,
} from './details';
export {
  CompaniesScreen,
  type CompaniesScreenProps,
  EmployeesScreen,
  type EmployeesScreenProps,
  HoursScreen,
  type HoursScreenProps,
  StoresScreen,
  type StoresScreenProps,
  UserAssignmentsScreen,
  type UserAssignmentsScreenProps,
  UserGroupsScreen,
  type UserGroupsScreenProps,
  UsersScreen,
  type UsersScreenProps,
  weekdayNames,
} from './entityScreens';
export { type FieldOption, type FieldSpec, validateField } from './fields';
export * from './Import';
export * from './ReportCustomizer';
export { adminStrings } from './strings';
export type { AdminGridCallbacks, AdminGridState, AdminScreenProps, NewRow, SaveConflict } from './types';
