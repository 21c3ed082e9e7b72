-- A receipt says what the customer kept paid; a partial refund reverses it and a new receipt may
-- be asked for what is kept (docs/decisions/0048). The order's receipts are numbered by
-- generation; one order, many generations. Receipts for product orders (top-ups, passes, gift
-- cards, mall orders) share the table with source 'product'.
ALTER TABLE invoice ADD COLUMN generation INTEGER NOT NULL DEFAULT 1;
ALTER TABLE invoice DROP CONSTRAINT invoice_source_source_no_key;
CREATE UNIQUE INDEX invoice_source_generation ON invoice (source, source_no, generation);
