-- Table ordering: a table's open session collects rounds of dishes from everyone at the table
-- (unconfirmed dishes: cart owner "tu:<session>"; confirmed rounds: cart owner "t:<session>",
-- pocket = round number) until someone pays for the whole table.
CREATE TABLE dine_session (
  id {{ID}},
  sid BIGINT NOT NULL REFERENCES store(sid),
  table_no TEXT NOT NULL,
  status TEXT NOT NULL,                  -- open | paying | closed
  rounds INTEGER NOT NULL DEFAULT 0,
  order_id BIGINT REFERENCES orders(id),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
-- One open session per table, whatever the timing (partial unique index: SQLite and PostgreSQL).
CREATE UNIQUE INDEX dine_session_open ON dine_session(sid, table_no) WHERE status = 'open';
