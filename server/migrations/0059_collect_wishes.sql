-- Collect-wishes (issue 19, spec 000 member/pages/collectWish and its help page; 001 §7
-- /v1/taskCenter/collect-item/list, collect_item, collect_item_statistics, collect_item_detail):
-- each order handed over gives a random card of a running campaign; a full set is exchanged for a
-- reward. Owned by the wish module (modules/table_owners.txt).
CREATE TABLE wish_campaign (
  id {{ID}},
  title TEXT NOT NULL,                      -- I18nText JSON
  rules TEXT NOT NULL DEFAULT '{}',
  reward_kind TEXT NOT NULL,                -- points | coupon
  reward_points BIGINT NOT NULL DEFAULT 0,
  reward_template_id BIGINT,
  exchange_limit BIGINT NOT NULL DEFAULT 0, -- full sets a member may exchange; 0: no limit
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE wish_item (
  id {{ID}},
  campaign_id BIGINT NOT NULL REFERENCES wish_campaign (id),
  name TEXT NOT NULL,                       -- I18nText JSON
  image TEXT NOT NULL DEFAULT '',
  weight BIGINT NOT NULL CHECK (weight > 0),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX wish_item_campaign ON wish_item (campaign_id);

-- The cards a member holds: taken by conditional updates when a set is exchanged.
CREATE TABLE wish_holding (
  campaign_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  item_id BIGINT NOT NULL,
  count BIGINT NOT NULL CHECK (count >= 0),
  PRIMARY KEY (campaign_id, member_id, item_id)
);

-- Every card given: one per campaign and order (the unique key), whatever retries the listener.
CREATE TABLE wish_grant (
  id {{ID}},
  campaign_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  item_id BIGINT NOT NULL,
  order_no TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (campaign_id, order_no)
);
CREATE INDEX wish_grant_member ON wish_grant (member_id, id);

-- Every set exchanged: the member's Idempotency-Key claims it.
CREATE TABLE wish_exchange (
  id {{ID}},
  campaign_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  request_key TEXT NOT NULL,
  reward_kind TEXT NOT NULL,
  points BIGINT NOT NULL DEFAULT 0,
  coupon_code TEXT,
  created_at BIGINT NOT NULL,
  UNIQUE (member_id, request_key)
);
CREATE INDEX wish_exchange_member ON wish_exchange (member_id, campaign_id);
