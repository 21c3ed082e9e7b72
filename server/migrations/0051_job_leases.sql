-- One runner per background job at a time, and one run per period across every server of the
-- database (modules/system/job_leases.h). Times are wall-clock epoch milliseconds of the server
-- that claimed: the servers' clocks agree to well under a period (chrony, docs/DEPLOY.md).
CREATE TABLE job_lease (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL DEFAULT '',          -- the server running it now (or last)
  lease_until BIGINT NOT NULL DEFAULT 0,    -- held until then, unless released sooner
  next_run_at BIGINT NOT NULL DEFAULT 0,    -- no run before then
  runs BIGINT NOT NULL DEFAULT 0,           -- every claimed run, on any server
  last_run_at BIGINT NOT NULL DEFAULT 0
);
