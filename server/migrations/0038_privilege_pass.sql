-- The Privilege Pass (issue 17, docs/decisions/0031): a paid membership. The brand's passes (the
-- spec's primeId), the plans each is sold on (days and price; a product order of kind "prime"
-- buys one), the privilege items a member of the pass may have at the member price once a Hong
-- Kong day (the spec's memberPrimeOptionId), and each member's pass and its end.
CREATE TABLE prime_pass (
  id {{ID}},
  name TEXT NOT NULL,                      -- three languages (JSON)
  benefits TEXT NOT NULL DEFAULT '""',     -- three languages (JSON), a benefit a line
  agreement TEXT NOT NULL DEFAULT '""',    -- three languages (JSON): the terms a buyer agrees to
  color TEXT NOT NULL DEFAULT '',          -- the card's colour, #rrggbb
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL
);

CREATE TABLE prime_plan (
  id {{ID}},
  pass_id BIGINT NOT NULL REFERENCES prime_pass(id),
  name TEXT NOT NULL,                      -- three languages (JSON): 月卡, 季卡
  days INTEGER NOT NULL CHECK (days > 0 AND days <= 3660),
  price BIGINT NOT NULL CHECK (price > 0),
  original_price BIGINT NOT NULL DEFAULT 0 CHECK (original_price >= 0),  -- shown struck through; 0 none
  purchase_limit INTEGER NOT NULL DEFAULT 0 CHECK (purchase_limit >= 0),  -- a member's orders of it; 0 none
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL
);
CREATE INDEX prime_plan_pass ON prime_plan(pass_id);

CREATE TABLE prime_item (
  id {{ID}},
  pass_id BIGINT NOT NULL REFERENCES prime_pass(id),
  goods_id BIGINT NOT NULL,                -- the catalogue's goods (catalog module)
  member_price BIGINT NOT NULL CHECK (member_price >= 0),
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL,
  UNIQUE (pass_id, goods_id)
);

CREATE TABLE member_prime (
  member_id BIGINT PRIMARY KEY REFERENCES member(id),
  pass_id BIGINT NOT NULL REFERENCES prime_pass(id),
  order_no TEXT NOT NULL,                  -- the latest product order that bought or renewed it
  started_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,              -- the last moment it is valid (the end of a Hong Kong day)
  updated_at BIGINT NOT NULL
);
