-- What each order line was charged for packing and what the coupons took off it, fixed when the
-- order is made: partial refunds give back what the customer paid for the units returned (not
-- the list price), and receipts no longer depend on today's catalogue.
ALTER TABLE order_line ADD COLUMN box_charged BIGINT NOT NULL DEFAULT 0;
ALTER TABLE order_line ADD COLUMN discount BIGINT NOT NULL DEFAULT 0;
-- Orders made before: packing per unit (the demo brand's mode), none for dine-in.
UPDATE order_line SET box_charged = unit_box * quantity
  WHERE order_id IN (SELECT id FROM orders WHERE order_type <> 3);

-- When the order is expected: the booked slot, or the estimate for "as soon as possible" when it
-- was made (pickup is held 30 minutes after it, spec 000 §9).
ALTER TABLE orders ADD COLUMN expected_at BIGINT;
-- The customer's reminders (催單): the last one and how many, so the store sees them and the
-- customer cannot flood the kitchen.
ALTER TABLE orders ADD COLUMN reminded_at BIGINT;
ALTER TABLE orders ADD COLUMN remind_count INTEGER NOT NULL DEFAULT 0;
