-- The background jobs (app/application.cpp's two schedulers) run every minute, the card refunds
-- every second, on every server of the database, and the tables they scan keep growing. So each
-- job's "what is due" scan reads an index holding only the rows that can be due (where every row
-- ages out, an index on its time), never the whole table. Each predicate copies the scan's
-- constant conditions word for word: SQLite uses a partial index only when the query's WHERE has
-- the index's terms. Scans already served by an index that leads them straight to their due rows
-- (orders_unpaid_deadline, points_lot_due, member_standing_due, rights_release_due, and the
-- (status, time) indexes of the gifts, product orders, members to erase and sandbox
-- notifications) are left as they are.

-- Card payments the gateway has not answered for (settle stuck card payments).
CREATE INDEX payment_card_pending_due ON payment(created_at)
  WHERE method = 'card' AND status = 'pending' AND gateway_ref <> '';
-- Whole card payments to give back (card refunds, every second).
CREATE INDEX payment_card_refund_due ON payment(refund_next_try_at)
  WHERE method = 'card' AND status = 'refunding' AND refund_due > 0;
-- Refund requests' card parts still to send (card refunds, every second).
CREATE INDEX refund_part_card_pending_due ON refund_part(next_try_at)
  WHERE status = 'pending' AND method = 'card';
-- Delivery orders with a rider (courier simulator): a handful among every order ever made.
CREATE INDEX orders_courier_due ON orders(status)
  WHERE order_type = 1 AND status IN ('rider_to_merchant', 'rider_delivering');
-- Gift cards that can still expire (expire gift cards).
CREATE INDEX gift_card_expiry_due ON gift_card(expires_at)
  WHERE status IN ('active', 'frozen') AND expires_at IS NOT NULL;
-- Member codes never used (drop old member codes): used ones are kept, so the index on every
-- code's expiry walks past more of them each day.
CREATE INDEX member_code_unused_due ON member_code(expires_at) WHERE used_at IS NULL;
-- Sessions (forget old sessions): every session expires, so that index has them all; only
-- revoked ones are in the second. The job's OR is answered from the two.
CREATE INDEX session_expiry_due ON session(expires_at);
CREATE INDEX session_revoked_due ON session(revoked_at) WHERE revoked_at IS NOT NULL;
-- Rate windows and cooldowns (forget old rate windows): every row ages out, and neither
-- table's key starts with its time.
CREATE INDEX rate_counter_window_due ON rate_counter(window_start);
CREATE INDEX cooldown_taken_due ON cooldown(taken_at);
