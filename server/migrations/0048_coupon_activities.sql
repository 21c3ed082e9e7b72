-- Coupon activities (issue 17, spec 000 §2 member/pages/voucher/{voucherActivity,
-- inputVoucherActivity}, 001 §7 /v1/coupon/activity-available; docs/decisions/0038): a page of
-- campaigns the brand sends people to by a link or a QR code, or behind a discount code (優惠碼,
-- at most 32 characters, spec 001 §9) printed on a flyer. Campaigns of an activity are claimed on
-- its page, not in the voucher centre, with their own stock and limits; a code activity's
-- campaigns are claimed only with its code.
CREATE TABLE coupon_activity (
  id {{ID}},
  title_json TEXT NOT NULL,               -- three languages
  rules_json TEXT NOT NULL DEFAULT '""',  -- three languages: what the page says under the title
  code_hash TEXT UNIQUE,                  -- SHA-256 of the normalized code; NULL: reached by its link
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL
);

ALTER TABLE coupon_campaign ADD COLUMN activity_id BIGINT REFERENCES coupon_activity(id);
CREATE INDEX coupon_campaign_activity ON coupon_campaign(activity_id);
