-- The server cart: lines per owner (a member "m:<id>" or a visitor session "v:<id>") and store.
-- Identical goods + specification + attributes + package choices + category + pocket + coupon
-- merge into one line (spec 001 §4); the unique key makes that an upsert.
CREATE TABLE cart_line (
  id {{ID}},
  owner TEXT NOT NULL,
  sid BIGINT NOT NULL REFERENCES store(sid),
  goods_id BIGINT NOT NULL REFERENCES goods(goods_id),
  option_id BIGINT NOT NULL DEFAULT 0,
  attrs TEXT NOT NULL DEFAULT '',        -- attribute value ids, sorted: "101,203"
  package TEXT NOT NULL DEFAULT '',      -- package picks, sorted: "1:9001:0,2:2001:200101"
  cid BIGINT NOT NULL,
  pocket INTEGER NOT NULL DEFAULT 1,     -- pack_bag (spec 001 §3): whose bag in a group order
  coupon_key TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL,
  selected INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key)
);
CREATE INDEX cart_line_owner ON cart_line(owner, sid);
