-- The store-day tables that can hold tens of thousands of rows a day (tasks, samples, timers) are
-- read a page at a time in their report order (services/storeDay.ts): each page starts where the
-- last ended, found in an index of that order. They replace the (store_id, day) indexes, whose
-- queries these serve as well.
DROP INDEX tasks_store_day_idx;
CREATE INDEX tasks_store_day_order_idx ON tasks (store_id, day, seq, id);
DROP INDEX samples_store_day_idx;
CREATE INDEX samples_store_day_order_idx ON samples (store_id, day, time, id);
DROP INDEX timers_store_day_idx;
CREATE INDEX timers_store_day_order_idx ON timers (store_id, day, started_at, id);
