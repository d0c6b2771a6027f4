-- The dashboard's figures, one row per store-day that has rows, kept by the writes that change a
-- store-day (import, the demo seed, an employee's new name) in their own transaction, so the dashboard
-- reads days instead of computing them. Late and early clock-ins depend on each company's on-time
-- tolerance: the row keeps each punched shift's clock-in variance in minutes (positive: late) and the
-- reader counts them. A store-day with no row has no rows: its figures are zeros. The server fills in
-- the rows a database lacks (one from before this table) when it starts.
CREATE TABLE store_day_rollups (
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day date NOT NULL,
  net_sales double precision NOT NULL,
  forecast double precision NOT NULL,
  transactions integer NOT NULL,
  labor_hours double precision NOT NULL,
  labor_cost double precision NOT NULL,
  suggested_labor_hours double precision NOT NULL,
  no_shows integer NOT NULL,
  tasks_completed integer NOT NULL,
  tasks_total integer NOT NULL,
  expired_timers integer NOT NULL,
  samples integer NOT NULL,
  clock_in_variances double precision[] NOT NULL,
  PRIMARY KEY (store_id, day)
);
