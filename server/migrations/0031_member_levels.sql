-- Member levels and growth (issue 16, docs/decisions/0026): the brand's levels and growth rule,
-- each member's standing (their level and the growth of their current period), the ledger of
-- every growth change (the standing's growth is always the sum of the member's rows: a period's
-- end writes the row that brings it back to 0), and the user groups operators keep (coupon rule 14).

CREATE TABLE member_level (
  id {{ID}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,                      -- in the three languages (JSON)
  threshold BIGINT NOT NULL UNIQUE CHECK (threshold >= 0),
  validity_days INTEGER NOT NULL DEFAULT 0 CHECK (validity_days >= 0),  -- 0: never lapses
  earn_rate BIGINT NOT NULL DEFAULT 10000 CHECK (earn_rate >= 0),      -- x points earned, 1.0000 = 10000
  redeem_rate BIGINT NOT NULL DEFAULT 10000 CHECK (redeem_rate >= 0),  -- x the points one order may use
  benefits TEXT NOT NULL DEFAULT '""',     -- in the three languages (JSON), a benefit a line
  color TEXT NOT NULL DEFAULT '',          -- the badge's colour, #rrggbb
  updated_at BIGINT NOT NULL
);

-- The growth rule (spec 000 §3): 1 growth per consumption_money cents paid. One row.
CREATE TABLE growth_rule (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  consumption_money BIGINT NOT NULL CHECK (consumption_money >= 0),
  updated_at BIGINT NOT NULL
);

CREATE TABLE member_standing (
  member_id BIGINT PRIMARY KEY REFERENCES member(id),
  growth BIGINT NOT NULL DEFAULT 0,        -- earned in the current period
  level_id BIGINT REFERENCES member_level(id),
  period_level_id BIGINT REFERENCES member_level(id),  -- the level the period began with
  period_started_at BIGINT NOT NULL,
  expires_at BIGINT,                       -- the period's end; null: the level never lapses
  updated_at BIGINT NOT NULL
);
CREATE INDEX member_standing_due ON member_standing(expires_at) WHERE expires_at IS NOT NULL;

CREATE TABLE growth_ledger (
  id {{ID}},
  member_id BIGINT NOT NULL REFERENCES member(id),
  delta BIGINT NOT NULL,
  growth_after BIGINT NOT NULL,
  reason TEXT NOT NULL,                    -- earn | reverse | period (the count starts again) | merge_in | merge_out
  reference TEXT NOT NULL DEFAULT '',      -- order:<no>, till:<receipt>, ...
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at BIGINT NOT NULL
);
CREATE INDEX growth_ledger_member ON growth_ledger(member_id, id);
CREATE INDEX growth_ledger_reference ON growth_ledger(reference);

CREATE TABLE user_group (
  id {{ID}},
  name TEXT NOT NULL,                      -- in the three languages (JSON)
  created_at BIGINT NOT NULL
);

CREATE TABLE user_group_member (
  group_id BIGINT NOT NULL REFERENCES user_group(id),
  member_id BIGINT NOT NULL REFERENCES member(id),
  added_at BIGINT NOT NULL,
  PRIMARY KEY (group_id, member_id)
);
CREATE INDEX user_group_member_member ON user_group_member(member_id);
