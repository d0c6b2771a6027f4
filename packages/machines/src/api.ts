// `@store-ops/machines/api`: the typed API client alone, for code that runs no machine (the app's
// report worker), so it does not take in the machines with it.
export { storeOpsApi } from './adapters/api';
export { type ApiClient, createApiClient } from './adapters/http';
