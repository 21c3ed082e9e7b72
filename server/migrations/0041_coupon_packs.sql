-- Coupon packs (issue 17, docs/decisions/0032): the spec's order type 5, sold as product orders of
-- kind "pack" (docs/decisions/0030): so many coupons of some templates for a price; paying issues
-- them (the coupon module's), a refund voids them while none is used.
CREATE TABLE coupon_pack (
  id {{ID}},
  name TEXT NOT NULL,                      -- three languages (JSON)
  description TEXT NOT NULL DEFAULT '""',  -- three languages (JSON), a line each
  image TEXT NOT NULL DEFAULT '',
  price BIGINT NOT NULL CHECK (price > 0),
  original_price BIGINT NOT NULL DEFAULT 0 CHECK (original_price >= 0),  -- shown struck through; 0 none
  per_member_limit INTEGER NOT NULL DEFAULT 0 CHECK (per_member_limit >= 0),  -- 0: no limit
  starts_at BIGINT,                        -- sold from; null: now
  ends_at BIGINT,                          -- sold until; null: no end
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL
);

CREATE TABLE coupon_pack_item (
  pack_id BIGINT NOT NULL REFERENCES coupon_pack(id),
  template_id BIGINT NOT NULL,             -- the coupon module's template
  count INTEGER NOT NULL CHECK (count > 0 AND count <= 50),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (pack_id, template_id)
);
