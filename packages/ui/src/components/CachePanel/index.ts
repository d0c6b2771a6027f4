export {
  CACHE_WARNING_PERCENT,
  type CacheEntryDetail,
  CachePanel,
  type CachePanelProps,
  type CacheStats,
  formatBytes,
  percentOfLimit,
  toMb,
} from './CachePanel';
export { cachePanelStrings } from './strings';
