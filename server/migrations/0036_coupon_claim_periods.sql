-- Periodic claim limits on campaigns (issue 17: "periodic claim limits (daily/weekly/monthly) on
-- campaigns"): at most period_limit claims per member per Hong Kong day, week (from Monday) or
-- month, beside the limit for the whole campaign. A member's claims row keeps the period it last
-- counted and how many fell in it.
ALTER TABLE coupon_campaign ADD COLUMN limit_period TEXT NOT NULL DEFAULT '';  -- '' | day | week | month
ALTER TABLE coupon_campaign ADD COLUMN period_limit BIGINT NOT NULL DEFAULT 0;
ALTER TABLE coupon_claim ADD COLUMN period_key TEXT NOT NULL DEFAULT '';
ALTER TABLE coupon_claim ADD COLUMN period_claims INTEGER NOT NULL DEFAULT 0;
