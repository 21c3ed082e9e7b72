-- Equity (rights) cards (issue 17, docs/decisions/0033): a card bought once that releases coupons
-- on a schedule (one a week for eight weeks), sold as product orders of kind "rights"
-- (docs/decisions/0030). Buying it writes every release of the member's card at once with its due
-- moment; the first are given at once, the rest by a job that takes each due release with a
-- conditional update, so every release is given exactly once whatever runs it.
CREATE TABLE rights_card (
  id {{ID}},
  name TEXT NOT NULL,                      -- three languages (JSON)
  description TEXT NOT NULL DEFAULT '""',  -- three languages (JSON), a line each
  agreement TEXT NOT NULL DEFAULT '""',    -- three languages (JSON): read before buying (spec 000 §5)
  color TEXT NOT NULL DEFAULT '',
  price BIGINT NOT NULL CHECK (price > 0),
  original_price BIGINT NOT NULL DEFAULT 0 CHECK (original_price >= 0),
  per_member_limit INTEGER NOT NULL DEFAULT 0 CHECK (per_member_limit >= 0),
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL
);

-- What a card releases: `count` coupons of a template, `times` times, `every_days` apart (the
-- first on the day of purchase).
CREATE TABLE rights_card_benefit (
  card_id BIGINT NOT NULL REFERENCES rights_card(id),
  template_id BIGINT NOT NULL,             -- the coupon module's template
  count INTEGER NOT NULL CHECK (count > 0 AND count <= 20),
  times INTEGER NOT NULL CHECK (times > 0 AND times <= 52),
  every_days INTEGER NOT NULL CHECK (every_days >= 0 AND every_days <= 366),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (card_id, template_id)
);

-- A member's card, one a paid order.
CREATE TABLE member_rights_card (
  id {{ID}},
  member_id BIGINT NOT NULL REFERENCES member(id),
  card_id BIGINT NOT NULL REFERENCES rights_card(id),
  order_no TEXT NOT NULL UNIQUE,           -- the product order that bought it
  name TEXT NOT NULL,                      -- the card's name when bought (JSON)
  status TEXT NOT NULL,                    -- active | refunded
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX member_rights_card_member ON member_rights_card(member_id, id);

CREATE TABLE rights_release (
  id {{ID}},
  member_card_id BIGINT NOT NULL REFERENCES member_rights_card(id),
  seq INTEGER NOT NULL,                    -- 0, 1, 2 ... in due order
  template_id BIGINT NOT NULL,
  count INTEGER NOT NULL,
  due_at BIGINT NOT NULL,
  released_at BIGINT,                      -- null: not yet
  cancelled_at BIGINT,                     -- the card was refunded before it came
  UNIQUE (member_card_id, seq)
);
CREATE INDEX rights_release_due ON rights_release(due_at) WHERE released_at IS NULL AND cancelled_at IS NULL;
