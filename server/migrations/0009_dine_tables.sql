-- Dine-in tables of a store: each has a printable QR code that opens table ordering
-- (spec 001 §2 scan entry: sid + table_id means dine-in, orderType 3).
CREATE TABLE dine_table (
  id {{ID}},
  sid BIGINT NOT NULL REFERENCES store(sid),
  table_no TEXT NOT NULL,
  seats INTEGER NOT NULL DEFAULT 4,
  created_at BIGINT NOT NULL,
  UNIQUE (sid, table_no)
);
