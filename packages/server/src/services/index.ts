export { reportSettingsForStore, reportSettingsOf, reportSettingsOfCompanies } from './reportSettings';
export { inScopeCompany, inScopeStore, type Scope, userScope } from './scope';
export { StoreDayCache, scopedStoreDay } from './storeDay';
