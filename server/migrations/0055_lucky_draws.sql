-- Lucky draws and blind boxes (issue 19, spec 000 §1 "join lucky-draw and blind-box activities",
-- §3 prize item and lottery prize). Owned by the draw module (modules/table_owners.txt).
CREATE TABLE draw_activity (
  id {{ID}},
  kind TEXT NOT NULL,                       -- wheel | grid | blind_box
  title TEXT NOT NULL,                      -- I18nText JSON
  rules TEXT NOT NULL DEFAULT '{}',
  image TEXT NOT NULL DEFAULT '',
  cost_points BIGINT NOT NULL DEFAULT 0,    -- per draw; 0: free
  daily_limit BIGINT NOT NULL DEFAULT 0,    -- draws per member per Hong Kong day; 0: none
  total_limit BIGINT NOT NULL DEFAULT 0,    -- draws per member over the activity; 0: none
  multi_count BIGINT NOT NULL DEFAULT 0,    -- a multi-draw's size; 0: single draws only
  per_order INTEGER NOT NULL DEFAULT 0,     -- 1: one draw per paid order, the draw names it
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  status TEXT NOT NULL,                     -- preview | live | off
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE draw_prize (
  id {{ID}},
  activity_id BIGINT NOT NULL REFERENCES draw_activity (id),
  kind TEXT NOT NULL,                       -- coupon | points | physical | none ("thank you")
  name TEXT NOT NULL,                       -- I18nText JSON
  image TEXT NOT NULL DEFAULT '',
  template_id BIGINT,                       -- a coupon prize's template
  points BIGINT NOT NULL DEFAULT 0,         -- a points prize's points
  weight BIGINT NOT NULL CHECK (weight > 0),
  -- Taken down by a conditional update in the draw's transaction, never below zero; NULL: no
  -- limit (a "thank you").
  stock BIGINT CHECK (stock >= 0),
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX draw_prize_activity ON draw_prize (activity_id);

-- A member's chances used: a conditional update against the limits settles concurrent draws.
CREATE TABLE draw_entry (
  activity_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  day TEXT NOT NULL,                        -- the Hong Kong date of day_draws, YYYY-MM-DD
  day_draws BIGINT NOT NULL DEFAULT 0,
  total_draws BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (activity_id, member_id)
);

-- One row per draw request: it claims the member's Idempotency-Key, and a per-order draw its order.
CREATE TABLE draw_request (
  id {{ID}},
  draw_no TEXT NOT NULL UNIQUE,
  activity_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  times BIGINT NOT NULL,
  points BIGINT NOT NULL,                   -- what the draw cost
  order_no TEXT,                            -- a per-order draw's order
  request_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (member_id, request_key),
  UNIQUE (activity_id, order_no)
);

-- What each draw gave (a "thank you" too): the prize as it was, and a physical prize's delivery.
CREATE TABLE draw_record (
  id {{ID}},
  record_no TEXT NOT NULL UNIQUE,
  draw_id BIGINT NOT NULL REFERENCES draw_request (id),
  activity_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  prize_id BIGINT NOT NULL,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,                       -- I18nText JSON, copied from the prize
  image TEXT NOT NULL DEFAULT '',
  points BIGINT NOT NULL DEFAULT 0,
  coupon_code TEXT,
  status TEXT NOT NULL,                     -- none | won | awaiting_address | to_ship | shipped | cancelled
  consignee TEXT,
  phone TEXT,
  address TEXT,
  order_no TEXT,
  created_at BIGINT NOT NULL,
  shipped_at BIGINT,
  cancelled_at BIGINT
);
CREATE INDEX draw_record_member ON draw_record (member_id, id);
CREATE INDEX draw_record_order ON draw_record (order_no);
