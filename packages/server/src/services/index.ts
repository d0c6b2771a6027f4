export { type Scope, inScopeCompany, inScopeStore, userScope } from './scope';
export { csvProxyJson, StoreDayCache, storeDayFiles } from './storeDay';
