-- The points mall (issue 19, spec 000 §1 "redeem points in a mall"): goods a member takes for
-- points and collects at a store. Owned by the mall module (modules/table_owners.txt).
CREATE TABLE mall_category (
  id {{ID}},
  name TEXT NOT NULL,                       -- I18nText JSON
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE mall_item (
  id {{ID}},
  category_id BIGINT NOT NULL REFERENCES mall_category (id),
  title TEXT NOT NULL,                      -- I18nText JSON
  subtitle TEXT NOT NULL DEFAULT '{}',
  detail TEXT NOT NULL DEFAULT '{}',
  image TEXT NOT NULL DEFAULT '',
  points BIGINT NOT NULL CHECK (points > 0),
  -- Taken down by a conditional update in the exchange's transaction, never below zero.
  stock BIGINT NOT NULL CHECK (stock >= 0),
  per_member_limit BIGINT NOT NULL DEFAULT 0,  -- units per member, cancelled ones excluded; 0: none
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE mall_order (
  id {{ID}},
  order_no TEXT NOT NULL UNIQUE,
  member_id BIGINT NOT NULL,
  item_id BIGINT NOT NULL REFERENCES mall_item (id),
  quantity BIGINT NOT NULL CHECK (quantity > 0),
  points BIGINT NOT NULL,                   -- the whole order's
  sid BIGINT NOT NULL,                      -- the pickup store
  pickup_code TEXT NOT NULL,
  status TEXT NOT NULL,                     -- waiting_pickup | finished | cancelled
  request_key TEXT NOT NULL,                -- the member's Idempotency-Key: a retry answers the same order
  created_at BIGINT NOT NULL,
  finished_at BIGINT,
  cancelled_at BIGINT,
  UNIQUE (member_id, request_key)
);
CREATE INDEX mall_order_member ON mall_order (member_id, id);
CREATE INDEX mall_order_item_member ON mall_order (item_id, member_id);
