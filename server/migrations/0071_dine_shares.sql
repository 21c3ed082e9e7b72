-- Splitting a table's bill: a diner pays for some of the table's dishes as an order of their own
-- (their coupons, member prices and points); the table closes when nothing is left to pay.
CREATE TABLE dine_share (
  id {{ID}},
  session_id BIGINT NOT NULL REFERENCES dine_session(id),
  order_id BIGINT NOT NULL UNIQUE REFERENCES orders(id),
  member_id BIGINT NOT NULL REFERENCES member(id),
  status TEXT NOT NULL,                  -- ordered (not paid yet) | paid | returned (cancelled: the dishes went back)
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX dine_share_session ON dine_share(session_id, status);
-- Shares ordered and not paid yet: the whole table cannot go to one payer meanwhile. A counter on
-- the session row (not a look at dine_share) so that PostgreSQL's re-check of a waiting update
-- sees it.
ALTER TABLE dine_session ADD COLUMN unpaid_shares INTEGER NOT NULL DEFAULT 0;
