-- A memo per dish (spec 001 §4 dine-in): the memo joins the cart line's identity, so the
-- table's unique constraint is replaced (its generated name is looked up).
ALTER TABLE cart_line ADD COLUMN memo TEXT NOT NULL DEFAULT '';
DO $$
DECLARE old_name text;
BEGIN
  SELECT conname INTO old_name FROM pg_constraint WHERE conrelid = 'cart_line'::regclass AND contype = 'u';
  EXECUTE 'ALTER TABLE cart_line DROP CONSTRAINT ' || quote_ident(old_name);
END $$;
ALTER TABLE cart_line ADD CONSTRAINT cart_line_identity
  UNIQUE (owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, memo);
ALTER TABLE order_line ADD COLUMN memo TEXT NOT NULL DEFAULT '';
