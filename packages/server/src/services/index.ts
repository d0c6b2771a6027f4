export { reportSettingsForStore, reportSettingsOf, reportSettingsOfCompanies } from './reportSettings';
export { inScopeCompany, inScopeStore, type Scope, userScope } from './scope';
export { csvProxyJson, StoreDayCache, storeDayFiles } from './storeDay';
