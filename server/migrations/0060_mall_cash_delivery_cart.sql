-- The points mall's second half (issue 19, spec 000 integralMall/pages/*): items with a cash part
-- paid through the payment centre, delivery to an address, coupon packages, stock per pickup
-- store, orders of several lines and the mall cart. Owned by the mall module.

-- goods: handed over at a store or delivered; coupons: a package issued to the wallet at once.
ALTER TABLE mall_item ADD COLUMN kind TEXT NOT NULL DEFAULT 'goods';
ALTER TABLE mall_item ADD COLUMN cash BIGINT NOT NULL DEFAULT 0 CHECK (cash >= 0);  -- cents, on top of the points
ALTER TABLE mall_item ADD COLUMN fulfilment TEXT NOT NULL DEFAULT 'pickup';      -- pickup | delivery | both | none
ALTER TABLE mall_item ADD COLUMN coupons TEXT NOT NULL DEFAULT '[]';             -- a package's [{templateId, count}]

-- An item stocked per store: collected only at the stores listed, each store's shelf taken down by
-- a conditional update (delivery takes mall_item.stock).
CREATE TABLE mall_store_stock (
  item_id BIGINT NOT NULL REFERENCES mall_item (id),
  sid BIGINT NOT NULL,
  stock BIGINT NOT NULL CHECK (stock >= 0),
  PRIMARY KEY (item_id, sid)
);

-- mall_order keeps item_id (the first line's) and quantity (all lines' units) for the lists.
ALTER TABLE mall_order ADD COLUMN cash BIGINT NOT NULL DEFAULT 0;                -- cents, the whole order's
ALTER TABLE mall_order ADD COLUMN fulfilment TEXT NOT NULL DEFAULT 'pickup';     -- pickup | delivery | none
ALTER TABLE mall_order ADD COLUMN address TEXT;                                  -- delivery: {consignee, phone, address} copied
ALTER TABLE mall_order ADD COLUMN carrier TEXT NOT NULL DEFAULT '';
ALTER TABLE mall_order ADD COLUMN tracking_no TEXT NOT NULL DEFAULT '';
ALTER TABLE mall_order ADD COLUMN coupon_codes TEXT NOT NULL DEFAULT '[]';       -- a package's coupons, once issued
-- The product order paying the cash part (purchase module); set once a payment is started.
ALTER TABLE mall_order ADD COLUMN pay_no TEXT;
ALTER TABLE mall_order ADD COLUMN paid_at BIGINT;
ALTER TABLE mall_order ADD COLUMN shipped_at BIGINT;
-- The jobs' scans: unpaid orders to close, shipped ones to finish.
CREATE INDEX mall_order_open ON mall_order (status, created_at) WHERE status IN ('pending_payment', 'shipped');
CREATE INDEX mall_order_status ON mall_order (status, id);

-- What an order took, with the title and picture as they were.
CREATE TABLE mall_order_line (
  order_id BIGINT NOT NULL REFERENCES mall_order (id),
  line_no INTEGER NOT NULL,
  item_id BIGINT NOT NULL REFERENCES mall_item (id),
  kind TEXT NOT NULL,
  title TEXT NOT NULL,                      -- I18nText JSON
  image TEXT NOT NULL DEFAULT '',
  quantity BIGINT NOT NULL CHECK (quantity > 0),
  points BIGINT NOT NULL,                   -- the line's
  cash BIGINT NOT NULL DEFAULT 0,           -- the line's, cents
  from_store INTEGER NOT NULL DEFAULT 0,    -- 1: taken from the pickup store's stock (given back there)
  PRIMARY KEY (order_id, line_no)
);
CREATE INDEX mall_order_line_item ON mall_order_line (item_id, order_id);
INSERT INTO mall_order_line (order_id, line_no, item_id, kind, title, image, quantity, points)
  SELECT o.id, 1, o.item_id, 'goods', i.title, i.image, o.quantity, o.points FROM mall_order o JOIN mall_item i ON i.id = o.item_id;

-- The mall cart: what a member means to exchange, one line per item.
CREATE TABLE mall_cart (
  member_id BIGINT NOT NULL,
  item_id BIGINT NOT NULL REFERENCES mall_item (id),
  quantity BIGINT NOT NULL CHECK (quantity > 0),
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, item_id)
);
