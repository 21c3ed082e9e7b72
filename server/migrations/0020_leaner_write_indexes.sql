-- Fewer index pages written per order (docs/decisions/0015, "Pages written per order").
-- cart_line(owner, sid) repeats the leading columns of the cart line's unique identity, which
-- already serves every lookup by owner and store.
DROP INDEX cart_line_owner;
-- Only unpaid orders can pass their payment deadline, and the auto-cancel scan asks only for
-- them: a partial index holds just those (a few pages that every order's submit and payment share)
-- instead of an entry for every order that moves at every status change.
DROP INDEX orders_deadline;
CREATE INDEX orders_unpaid_deadline ON orders(pay_deadline)
  WHERE status IN ('waiting_payment', 'payment_failed', 'paying');
