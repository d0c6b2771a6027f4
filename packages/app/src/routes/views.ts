// What the routes show of their machines and adapters, as the ui's screens take it: pure mappings, shared
// by the routes and the QA stories that put the same machine behind the same screen.
import type { Store } from '@store-ops/domain';
import {
  CACHE_MAX_BYTES,
  type CsvCache,
  messages,
  selectContextView,
  selectServiceRows,
} from '@store-ops/machines';
import type { CacheEntryDetail, CacheStats, ChatContextState, ServiceSource } from '@store-ops/ui';

/** The chat's context line and preview for the report context machine's snapshot. */
export function chatContextState(s: Parameters<typeof selectContextView>[0]): ChatContextState {
  const view = selectContextView(s);
  if (view.kind === 'ready')
    return view.facts ? { status: 'ready', preview: view.facts } : { status: 'building' };
  if (view.kind === 'building') return { status: 'building' };
  if (view.kind === 'failed')
    return { status: 'failed', message: view.message.replace(messages.contextFailed(''), '') };
  return { status: 'empty' };
}

/** The loading screen's rows: each source the user's role loads, and how far it got. */
export function serviceSources(s: Parameters<typeof selectServiceRows>[0]): ServiceSource[] {
  return selectServiceRows(s).map((r) =>
    r.status.phase === 'done'
      ? { name: r.label, status: 'loaded', records: r.status.count }
      : { name: r.label, status: r.status.phase === 'loading' ? 'loading' : 'notStarted' },
  );
}

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
