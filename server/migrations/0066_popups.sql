-- Marketing popups (issue 20; spec 000 §4, 001 §3 Popup, §7 /v1/eventPopup/*, popup_*).

-- Owned by the popup module: the popups operators define.
CREATE TABLE popup (
  id {{ID}},
  kind TEXT NOT NULL,                  -- general | register | birthday | member_return
  title TEXT NOT NULL,                 -- I18nText JSON
  image TEXT NOT NULL,                 -- I18nText JSON: a picture per language
  link TEXT NOT NULL DEFAULT '',       -- empty: no link (linkType -1)
  templates TEXT NOT NULL DEFAULT '[]',  -- coupon template ids attached, JSON array
  priority INTEGER NOT NULL,           -- 50 | 100 | 999, higher shows first
  frequency TEXT NOT NULL,             -- once | day | week | month (Hong Kong calendar)
  absent_days INTEGER NOT NULL DEFAULT 0,  -- member_return: days without a paid order
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL
);

-- A popup shown to a member, once per period: the unique key settles concurrent app starts.
CREATE TABLE popup_record (
  id {{ID}},
  popup_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  period_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (popup_id, member_id, period_key)
);
CREATE INDEX popup_record_member ON popup_record (member_id);

-- An event popup's coupons given to a member, once per period (the insert decides).
CREATE TABLE popup_grant (
  id {{ID}},
  popup_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  period_key TEXT NOT NULL,
  coupon_codes TEXT NOT NULL DEFAULT '[]',
  created_at BIGINT NOT NULL,
  UNIQUE (popup_id, member_id, period_key)
);
CREATE INDEX popup_grant_member ON popup_grant (member_id);
