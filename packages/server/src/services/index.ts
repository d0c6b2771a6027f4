export { reportSettingsForStore, reportSettingsOf, reportSettingsOfCompanies } from './reportSettings';
export { inScopeCompany, inScopeStore, type Scope, userScope, visibleStoreVersions } from './scope';
export { csvProxyJson, StoreDayCache, storeDayFiles } from './storeDay';
