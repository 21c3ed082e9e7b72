-- The Privilege Pass's member price at checkout (issue 17, docs/decisions/0031): one order a
-- member a Hong Kong day has it. The row is written in the order's transaction (the unique day
-- settles two checkouts at once) and removed when the order is cancelled, giving the day back.
CREATE TABLE prime_use (
  id {{ID}},
  member_id BIGINT NOT NULL REFERENCES member(id),
  day TEXT NOT NULL,                       -- the Hong Kong day, 2026-11-25
  order_id BIGINT NOT NULL UNIQUE,         -- the order (order module) that has it
  order_no TEXT NOT NULL,
  goods_id BIGINT NOT NULL,
  saving BIGINT NOT NULL CHECK (saving >= 0),  -- what the member price took off
  created_at BIGINT NOT NULL,
  UNIQUE (member_id, day)
);
