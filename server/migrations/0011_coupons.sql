-- Coupons (issue 5): templates (the spec 001 §3 Coupon fields as JSON the engine reads), voucher
-- centre campaigns, single-use redemption codes, the members' coupons, gifts, and the coupons an
-- order used.
CREATE TABLE coupon_template (
  id {{ID}},
  name_json TEXT NOT NULL,               -- {"zh-HK": ..., "zh-CN": ..., "en": ...}
  category INTEGER NOT NULL,
  coupon_json TEXT NOT NULL,             -- spec 001 §3 Coupon fields (docs/coupons.md), no code/status/validity
  valid_from BIGINT,                     -- fixed validity (epoch ms), or
  valid_to BIGINT,
  valid_days INTEGER,                    -- validity counted from when the member gets it
  giftable INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL
);

CREATE TABLE coupon_campaign (
  id {{ID}},
  template_id BIGINT NOT NULL REFERENCES coupon_template(id),
  title_json TEXT NOT NULL,
  stock INTEGER NOT NULL,
  claimed INTEGER NOT NULL DEFAULT 0,    -- raised only while claimed < stock (the race is settled here)
  per_person_limit INTEGER NOT NULL DEFAULT 1,
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  CHECK (claimed <= stock)
);

-- Claims per member and campaign: the per-person limit is settled by a conditional upsert here.
CREATE TABLE coupon_claim (
  campaign_id BIGINT NOT NULL REFERENCES coupon_campaign(id),
  member_id BIGINT NOT NULL REFERENCES member(id),
  claims INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, member_id)
);

CREATE TABLE coupon_redeem_code (
  code TEXT PRIMARY KEY,
  template_id BIGINT NOT NULL REFERENCES coupon_template(id),
  used_by BIGINT REFERENCES member(id),
  used_at BIGINT,
  created_at BIGINT NOT NULL
);

CREATE TABLE member_coupon (
  id {{ID}},
  code TEXT NOT NULL UNIQUE,             -- couponCode
  member_id BIGINT NOT NULL REFERENCES member(id),
  template_id BIGINT NOT NULL REFERENCES coupon_template(id),
  campaign_id BIGINT REFERENCES coupon_campaign(id),
  source TEXT NOT NULL,                  -- claim | code | gift | grant
  status INTEGER NOT NULL,               -- 10 usable, 20 used, 30 voided, 40 expired, 50 frozen, 60 gifting, 70 donated
  effective_at BIGINT NOT NULL,
  invalid_at BIGINT NOT NULL,
  order_id BIGINT REFERENCES orders(id),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX member_coupon_member ON member_coupon(member_id, status, invalid_at);
CREATE INDEX member_coupon_campaign ON member_coupon(campaign_id, member_id);
CREATE INDEX member_coupon_order ON member_coupon(order_id);

CREATE TABLE coupon_gift (
  id {{ID}},
  token TEXT NOT NULL UNIQUE,
  coupon_id BIGINT NOT NULL REFERENCES member_coupon(id),
  giver_id BIGINT NOT NULL REFERENCES member(id),
  receiver_id BIGINT REFERENCES member(id),
  received_coupon_id BIGINT REFERENCES member_coupon(id),
  status TEXT NOT NULL,                  -- pending | claimed | returned | withdrawn
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  settled_at BIGINT
);
CREATE INDEX coupon_gift_pending ON coupon_gift(status, expires_at);
CREATE INDEX coupon_gift_giver ON coupon_gift(giver_id, created_at);

CREATE TABLE order_coupon (
  order_id BIGINT NOT NULL REFERENCES orders(id),
  coupon_id BIGINT NOT NULL REFERENCES member_coupon(id),
  discount BIGINT NOT NULL,
  PRIMARY KEY (order_id, coupon_id)
);
