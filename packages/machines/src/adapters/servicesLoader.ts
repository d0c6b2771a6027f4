// The start-up loader's browser implementation: one GET per data source over an API client, its
// answer read as a list here (a failure is logged and counts as empty).
import { apiPaths } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type { FetchListInput, ServiceSource } from '../servicesLoader/servicesLoader.machine';
import { type ApiClient, defaultApiClient } from './http';

/** A source's URL: the windowed ones carry `?start&end`. */
export function serviceUrl(source: ServiceSource, dataWindow: { start: string; end: string }): string {
  return apiPaths.list(source.key, source.windowed ? dataWindow : undefined);
}

/** GET a list; a non-OK answer or a failure is logged and counts as an empty list. */
export function createFetchList(api: () => ApiClient = defaultApiClient) {
  return async ({ source, dataWindow, admin }: FetchListInput): Promise<unknown[]> => {
    if (source.adminOnly && !admin) return [];
    const url = serviceUrl(source, dataWindow);
    try {
      const response = await api().get(url);
      if (!response.ok) {
        console.error(`Failed to load ${url}: ${response.status} ${response.statusText}`);
        return [];
      }
      const body: unknown = await response.json();
      if (Array.isArray(body)) return body;
      if (body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)) {
        return (body as { data: unknown[] }).data;
      }
      return [];
    } catch (error) {
      console.error(`Failed to load ${url}`, error);
      return [];
    }
  };
}

export function servicesLoaderBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  const fetchList = createFetchList(api);
  return { actors: { fetchList: fromPromise<unknown[], FetchListInput>(({ input }) => fetchList(input)) } };
}
