-- Members, sessions, one-time SMS codes, rate counters, third-party identities, addresses,
-- agreements and consents, uploads. Times are epoch milliseconds (UTC).

CREATE TABLE member (
  id {{ID}},
  area_code TEXT,
  phone TEXT,
  phone_key TEXT UNIQUE,                 -- "852-91234567" while the phone is bound to this member
  password_hash TEXT,
  nickname TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  sex INTEGER NOT NULL DEFAULT 0,        -- 0 unknown, 1 male, 2 female
  birthday TEXT,                         -- YYYY-MM-DD
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  octopus_no TEXT UNIQUE,
  marketing_opt_in INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT 'zh-HK',
  status INTEGER NOT NULL DEFAULT 1,     -- 1 active, 2 frozen, 3 cancelled, 4 erased, 5 merged
  role TEXT NOT NULL DEFAULT 'member',   -- member | staff
  staff_sid BIGINT,                      -- staff: their store (NULL: every store)
  invite_code TEXT NOT NULL UNIQUE,
  inviter_member_id BIGINT REFERENCES member(id),
  member_card_no TEXT NOT NULL UNIQUE,
  is_initiative_register INTEGER NOT NULL DEFAULT 1,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until BIGINT NOT NULL DEFAULT 0,
  merged_into BIGINT REFERENCES member(id),
  cancelled_at BIGINT,
  erase_after BIGINT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX member_erase ON member(status, erase_after);

CREATE TABLE session (
  id {{ID}},
  token_hash TEXT NOT NULL UNIQUE,       -- SHA-256 of the token; the token itself is never stored
  member_id BIGINT REFERENCES member(id),
  kind TEXT NOT NULL,                    -- visitor | member
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  revoked_at BIGINT,
  ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX session_member ON session(member_id);

CREATE TABLE sms_code (
  id {{ID}},
  phone_key TEXT NOT NULL,
  scene TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at BIGINT,
  ip TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sms_code_lookup ON sms_code(phone_key, scene, created_at);

-- What the development `log` SMS sender "sent" (read by GET /v1/dev/sms/outbox with QSR_DEV=1).
CREATE TABLE sms_outbox (
  id {{ID}},
  phone_key TEXT NOT NULL,
  message TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at BIGINT NOT NULL
);

-- Fixed-window counters for rate limits: one row per (bucket, window).
CREATE TABLE rate_counter (
  bucket TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

-- Third-party logins (Google, Apple, Facebook, WeChat): one member per provider subject.
CREATE TABLE member_identity (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES member(id),
  created_at BIGINT NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX member_identity_member ON member_identity(member_id);

CREATE TABLE address (
  id {{ID}},
  member_id BIGINT NOT NULL REFERENCES member(id),
  consignee TEXT NOT NULL,
  area_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  house_number TEXT NOT NULL DEFAULT '',
  lat DOUBLE PRECISION,
  lng DOUBLE PRECISION,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  deleted_at BIGINT
);
CREATE INDEX address_member ON address(member_id);

CREATE TABLE agreement (
  id {{ID}},
  type TEXT NOT NULL,                    -- userPrivacyTreaty | memberTreaty | ...
  version INTEGER NOT NULL,
  channel TEXT NOT NULL DEFAULT 'nonage',
  title TEXT NOT NULL,                   -- i18n JSON
  content TEXT NOT NULL,                 -- i18n JSON
  updated_at BIGINT NOT NULL,
  UNIQUE (type, version)
);

CREATE TABLE agreement_consent (
  member_id BIGINT NOT NULL REFERENCES member(id),
  agreement_id BIGINT NOT NULL REFERENCES agreement(id),
  status INTEGER NOT NULL,               -- 1 agreed, 0 withdrawn
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, agreement_id)
);

CREATE TABLE upload (
  id TEXT PRIMARY KEY,                   -- random name, also the file name under var/uploads
  member_id BIGINT REFERENCES member(id),
  content_type TEXT NOT NULL,
  bytes BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);
