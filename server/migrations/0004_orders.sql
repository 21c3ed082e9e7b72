-- Orders, their lines and status history; the stored-value wallet with its ledger; payments.
-- Money in cents. Client-visible order ids are unguessable codes (order_no).

CREATE TABLE orders (
  id {{ID}},
  order_no TEXT NOT NULL UNIQUE,
  member_id BIGINT NOT NULL REFERENCES member(id),
  sid BIGINT NOT NULL REFERENCES store(sid),
  order_type INTEGER NOT NULL,
  status TEXT NOT NULL,
  serial TEXT NOT NULL,                  -- per store and day: "A042"; the pickup code once ready
  table_no TEXT NOT NULL DEFAULT '',
  reserved_at BIGINT,                    -- the booked slot; NULL = as soon as possible
  contact_area_code TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  contact_name TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',      -- JSON snapshot of the delivery address
  note TEXT NOT NULL DEFAULT '',
  goods_total BIGINT NOT NULL,
  box_total BIGINT NOT NULL,
  bag_fee BIGINT NOT NULL,
  delivery_fee BIGINT NOT NULL,
  discount BIGINT NOT NULL,
  payable BIGINT NOT NULL,
  paid_total BIGINT NOT NULL DEFAULT 0,
  refunded_total BIGINT NOT NULL DEFAULT 0,
  idempotency_key TEXT NOT NULL,
  pay_deadline BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  paid_at BIGINT,
  finished_at BIGINT,
  cancelled_at BIGINT,
  cancel_reason TEXT NOT NULL DEFAULT '',
  hidden_by_member INTEGER NOT NULL DEFAULT 0,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX orders_member ON orders(member_id, created_at);
CREATE INDEX orders_store ON orders(sid, status);
CREATE INDEX orders_deadline ON orders(status, pay_deadline);

CREATE TABLE order_line (
  id {{ID}},
  order_id BIGINT NOT NULL REFERENCES orders(id),
  goods_id BIGINT NOT NULL,
  option_id BIGINT NOT NULL DEFAULT 0,
  attrs TEXT NOT NULL DEFAULT '',
  package TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,                    -- i18n JSON snapshot, so history survives menu changes
  detail TEXT NOT NULL DEFAULT '',       -- option, attribute and package names as the customer saw them
  image TEXT NOT NULL DEFAULT '',
  pocket INTEGER NOT NULL DEFAULT 1,
  quantity INTEGER NOT NULL,
  unit_price BIGINT NOT NULL,
  unit_box BIGINT NOT NULL,
  total BIGINT NOT NULL
);
CREATE INDEX order_line_order ON order_line(order_id);

CREATE TABLE order_status_log (
  id {{ID}},
  order_id BIGINT NOT NULL REFERENCES orders(id),
  status TEXT NOT NULL,
  actor TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX order_status_log_order ON order_status_log(order_id);

-- The daily order serial per store (A001, A002, ...).
CREATE TABLE order_serial (
  sid BIGINT NOT NULL,
  day TEXT NOT NULL,
  last INTEGER NOT NULL,
  PRIMARY KEY (sid, day)
);

CREATE TABLE wallet (
  member_id BIGINT PRIMARY KEY REFERENCES member(id),
  balance BIGINT NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at BIGINT NOT NULL
);

-- Every balance change, written in the same transaction as the balance; the idempotency key
-- makes a retried change a no-op.
CREATE TABLE wallet_ledger (
  id {{ID}},
  member_id BIGINT NOT NULL REFERENCES member(id),
  delta BIGINT NOT NULL,
  balance_after BIGINT NOT NULL,
  kind TEXT NOT NULL,                    -- topup | pay | refund
  reference TEXT NOT NULL DEFAULT '',
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at BIGINT NOT NULL
);
CREATE INDEX wallet_ledger_member ON wallet_ledger(member_id, created_at);

CREATE TABLE payment (
  id {{ID}},
  payment_no TEXT NOT NULL UNIQUE,
  order_id BIGINT NOT NULL REFERENCES orders(id),
  member_id BIGINT NOT NULL REFERENCES member(id),
  method TEXT NOT NULL,                  -- wallet | card
  amount BIGINT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'HKD',
  status TEXT NOT NULL,                  -- pending | succeeded | failed | refunded
  gateway_ref TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX payment_order ON payment(order_id);
