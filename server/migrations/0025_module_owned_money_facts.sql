-- Each module keeps the facts it needs on its own rows, so no module reads another's tables
-- (docs/decisions/0019).

-- A payment knows how much of it has been given back, by any path: a refund request's parts (the
-- refund module reserves them through the payment module) or the whole payment when its order is
-- cancelled. `refund_due` is what the card refund job still has to send for a whole payment.
ALTER TABLE payment ADD COLUMN refunded_amount BIGINT NOT NULL DEFAULT 0;
ALTER TABLE payment ADD COLUMN refund_due BIGINT NOT NULL DEFAULT 0;
UPDATE payment SET refunded_amount =
  COALESCE((SELECT SUM(r.amount) FROM refund_part r WHERE r.payment_no = payment.payment_no), 0);
UPDATE payment SET refund_due = amount - refunded_amount
  WHERE method = 'card' AND status = 'refunding' AND amount > refunded_amount;
UPDATE payment SET refunded_amount = amount WHERE status IN ('refunding', 'refunded');

-- A refund request keeps the order number and store it was made for (they never change), so the
-- store's queue and the live announcements need no join on orders.
ALTER TABLE refund_request ADD COLUMN order_no TEXT NOT NULL DEFAULT '';
ALTER TABLE refund_request ADD COLUMN sid BIGINT NOT NULL DEFAULT 0;
UPDATE refund_request SET
  order_no = (SELECT o.order_no FROM orders o WHERE o.id = refund_request.order_id),
  sid = (SELECT o.sid FROM orders o WHERE o.id = refund_request.order_id);
CREATE INDEX refund_request_store_queue ON refund_request(sid, status);

-- An order knows it has had a refund request (the order list's refund tab).
ALTER TABLE orders ADD COLUMN refund_requested INTEGER NOT NULL DEFAULT 0;
UPDATE orders SET refund_requested = 1 WHERE EXISTS (SELECT 1 FROM refund_request r WHERE r.order_id = orders.id);
