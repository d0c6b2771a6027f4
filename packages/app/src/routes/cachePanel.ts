// The Settings route's cache panel as the ui's CachePanel takes it, shared with QA/CSV cache.
import type { Store } from '@store-ops/domain';
import { CACHE_MAX_BYTES, type CsvCache } from '@store-ops/machines';
import type { CacheEntryDetail, CacheStats } from '@store-ops/ui';

/**
 * The cache panel's figures and its View Details list: the measure and the limit of the eviction rule
 * (csvCache), so the panel never disagrees with it; each entry's store by name where it is known.
 */
export function cachePanelView(
  cache: CsvCache,
  stores: readonly Pick<Store, 'id' | 'name'>[],
  limitBytes = CACHE_MAX_BYTES,
): { stats: CacheStats; details: CacheEntryDetail[] } {
  const st = cache.stats();
  return {
    stats: {
      entries: st.entries,
      bytes: st.bytes,
      storageBytes: st.storageBytes,
      limitBytes,
      totalAccesses: st.totalAccesses,
    },
    details: cache.details().map((d) => ({
      key: d.key,
      date: d.date,
      store: stores.find((s) => String(s.id) === d.storeId)?.name ?? d.storeId,
      sections: d.sectionCount,
      bytes: d.bytes,
      cachedAt: new Date(d.timestamp).toISOString(),
    })),
  };
}
