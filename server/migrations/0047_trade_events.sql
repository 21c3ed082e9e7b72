-- Trade events (issue 17, spec 001 §3 tradeEventId/autoParticipation, §7 /v1/coupon/activity-trade;
-- docs/decisions/0037): promotions every member joins by ordering, with no coupon to claim. At
-- checkout each live event the member has not used up is offered as an event coupon of its
-- template; the order that uses it writes a member_coupon row keyed `event:<id>:<n>` (the n-th use,
-- unique per member), so the per-member limit is settled by that unique key.
CREATE TABLE coupon_trade_event (
  id {{ID}},
  template_id BIGINT NOT NULL REFERENCES coupon_template(id),
  title_json TEXT NOT NULL,                -- three languages: tradeEventName
  label_json TEXT NOT NULL DEFAULT '""',   -- three languages: tradeLabelText ("滿$80減$10")
  weight INTEGER NOT NULL DEFAULT 0,       -- tradeWeight: the higher first in the list
  per_member_limit INTEGER NOT NULL DEFAULT 0 CHECK (per_member_limit >= 0),  -- 0: no limit
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL
);
CREATE INDEX coupon_trade_event_live ON coupon_trade_event(active, ends_at);
