-- The id of the request that wrote the row (the answer's X-Request-Id, the log lines' requestId);
-- NULL for rows written outside a request (command-line tools, jobs) and for older rows.
ALTER TABLE audit_log ADD COLUMN request_id text;
