-- An order paid in equal parts by several members (a table's bill split AA, docs/decisions/0057).
-- `taken` counts the parts paid or being paid: a conditional update on this row settles two payers
-- who reach for the last part at once.
CREATE TABLE pay_split (
  order_id BIGINT PRIMARY KEY REFERENCES orders(id),
  parts INTEGER NOT NULL CHECK (parts >= 2),
  taken INTEGER NOT NULL DEFAULT 0 CHECK (taken >= 0 AND taken <= parts),
  created_at BIGINT NOT NULL
);
-- A payment of a split order: how many of its parts it pays (0: not a part payment). A payer's
-- parts are one payment; the index keeps a retried request from paying a second time.
ALTER TABLE payment ADD COLUMN part_count INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX payment_one_part_each ON payment(order_id, member_id) WHERE part_count > 0 AND status <> 'failed';
