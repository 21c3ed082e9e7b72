-- The order a used coupon paid for, by its public number: "my coupons" links a used coupon to
-- its order without the coupon module reading the orders table.
ALTER TABLE member_coupon ADD COLUMN order_no TEXT NOT NULL DEFAULT '';
UPDATE member_coupon SET order_no = (SELECT o.order_no FROM orders o WHERE o.id = member_coupon.order_id)
  WHERE order_id IS NOT NULL;
