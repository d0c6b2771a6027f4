import { NO_STORE_KEY } from '../csvCache/csvCache';
import { NO_STORE } from '../selection/selection.machine';

/** A store id as the CSV proxy and the cache take it: none for an empty id or `no-store`. */
export const normalStore = (storeId: string | null | undefined) =>
  !storeId || storeId === NO_STORE || storeId === NO_STORE_KEY ? null : storeId;
