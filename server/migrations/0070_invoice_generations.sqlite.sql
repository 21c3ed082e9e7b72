-- A receipt says what the customer kept paid; a partial refund reverses it and a new receipt may
-- be asked for what is kept (docs/decisions/0048). The order's receipts are numbered by
-- generation; one order, many generations. Receipts for product orders (top-ups, passes, gift
-- cards, mall orders) share the table with source 'product'. SQLite cannot change a table's
-- UNIQUE constraint: the table is rebuilt.
CREATE TABLE invoice_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_no TEXT NOT NULL UNIQUE,
  member_id BIGINT NOT NULL,
  source TEXT NOT NULL,
  source_no TEXT NOT NULL,
  generation INTEGER NOT NULL DEFAULT 1,
  title_kind TEXT NOT NULL,
  title_name TEXT NOT NULL,
  tax_number TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  amount BIGINT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  claim_until BIGINT,
  provider_ref TEXT,
  number TEXT,
  red_number TEXT,
  reverse_wanted INTEGER NOT NULL DEFAULT 0,
  fail_reason TEXT,
  requested_at BIGINT NOT NULL,
  issued_at BIGINT,
  reversed_at BIGINT,
  updated_at BIGINT NOT NULL,
  UNIQUE (source, source_no, generation)
);
INSERT INTO invoice_new (id, invoice_no, member_id, source, source_no, title_kind, title_name, tax_number, email, amount, status,
                         attempts, next_attempt_at, claim_until, provider_ref, number, red_number, reverse_wanted, fail_reason,
                         requested_at, issued_at, reversed_at, updated_at)
  SELECT id, invoice_no, member_id, source, source_no, title_kind, title_name, tax_number, email, amount, status,
         attempts, next_attempt_at, claim_until, provider_ref, number, red_number, reverse_wanted, fail_reason,
         requested_at, issued_at, reversed_at, updated_at
  FROM invoice;
DROP TABLE invoice;
ALTER TABLE invoice_new RENAME TO invoice;
CREATE INDEX invoice_member ON invoice (member_id, id);
CREATE INDEX invoice_status ON invoice (status, next_attempt_at);
