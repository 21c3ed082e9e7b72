-- PostgreSQL stops checking the references of the tables every order writes
-- (docs/decisions/0058). Each check is a query and a row lock on the referenced row: about 22 an
-- order, a quarter of PostgreSQL's CPU per order, and every order locked its store's row and the
-- member levels' rows, shared by all orders. The server writes these references from rows it has
-- just read, no code deletes a referenced row, and SQLite, on which every test runs too, still
-- checks them. Only foreign keys are dropped; the other tables keep theirs.
DO $$
DECLARE
  fk record;
BEGIN
  FOR fk IN
    SELECT c.conrelid::regclass AS child, c.conname
    FROM pg_constraint c
    WHERE c.contype = 'f'
      AND c.conrelid::regclass::text IN (
        'cart_line', 'orders', 'order_line', 'order_status_log', 'order_coupon', 'payment',
        'wallet_account', 'wallet_ledger', 'points_account', 'points_ledger', 'points_lot',
        'growth_ledger', 'member_standing', 'member_coupon', 'prime_use')
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.child, fk.conname);
  END LOOP;
END $$;
