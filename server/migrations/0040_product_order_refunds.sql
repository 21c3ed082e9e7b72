-- Refunding a product order (issue 17, docs/decisions/0030): an operator refunds a paid order
-- whose kind can take back what it gave (an unused pass's days, a top-up still in the wallet);
-- the card refund is then sent by a job that claims the order first (refund_next_try_at is the
-- claim's lease and the next try), keyed by the order so the gateway refunds once. A card that
-- cannot take it back gets it in the wallet.
ALTER TABLE product_order ADD COLUMN refund_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE product_order ADD COLUMN refund_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product_order ADD COLUMN refund_next_try_at BIGINT;
ALTER TABLE product_order ADD COLUMN refunded_at BIGINT;
CREATE INDEX product_order_refunding ON product_order(status, refund_next_try_at);
