-- A retried claim or code redemption (same Idempotency-Key) answers the coupon the first one gave
-- instead of taking another.
ALTER TABLE member_coupon ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX member_coupon_request ON member_coupon(member_id, request_key);
