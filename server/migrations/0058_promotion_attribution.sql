-- Promotion attribution (issue 19, spec 000 §3 register payload qrPromoteId and channel, §4 launch
-- scene qrPromoteId and chan_id, 001 §7 /v1/promote/qr/id): which promotion's QR code brought a
-- sign-up or an order. Owned by the promote module (modules/table_owners.txt).
CREATE TABLE promotion_touch (
  id {{ID}},
  promote_id TEXT NOT NULL,
  channel TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL,                       -- register | order
  member_id BIGINT NOT NULL,
  order_no TEXT UNIQUE,                     -- an order is attributed once; its money is the order module's
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX promotion_touch_register ON promotion_touch (member_id) WHERE kind = 'register';
CREATE INDEX promotion_touch_promote ON promotion_touch (promote_id, channel);
