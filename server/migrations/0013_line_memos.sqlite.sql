-- A memo per dish (spec 001 §4 dine-in: "each dish with flavours/stuffings, memo"): two otherwise
-- identical dishes with different memos are different lines, so the memo joins the cart line's
-- identity. SQLite cannot change a table's UNIQUE constraint: the table is rebuilt.
CREATE TABLE cart_line_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner TEXT NOT NULL,
  sid BIGINT NOT NULL REFERENCES store(sid),
  goods_id BIGINT NOT NULL REFERENCES goods(goods_id),
  option_id BIGINT NOT NULL DEFAULT 0,
  attrs TEXT NOT NULL DEFAULT '',
  package TEXT NOT NULL DEFAULT '',
  cid BIGINT NOT NULL,
  pocket INTEGER NOT NULL DEFAULT 1,
  coupon_key TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL,
  selected INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  memo TEXT NOT NULL DEFAULT '',
  UNIQUE (owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, memo)
);
INSERT INTO cart_line_new (id, owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, quantity, selected,
                           created_at, updated_at)
  SELECT id, owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, quantity, selected, created_at, updated_at
  FROM cart_line;
DROP TABLE cart_line;
ALTER TABLE cart_line_new RENAME TO cart_line;
CREATE INDEX cart_line_owner ON cart_line(owner, sid);
ALTER TABLE order_line ADD COLUMN memo TEXT NOT NULL DEFAULT '';
