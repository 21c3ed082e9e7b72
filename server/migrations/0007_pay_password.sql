-- The wallet payment password (spec 000 §3 accountPayRuleConfig: passwordEnable, maxRetryCount):
-- six digits, argon2id; wrong entries counted per Hong Kong day, locked for the day at the limit.
CREATE TABLE pay_password (
  member_id BIGINT PRIMARY KEY REFERENCES member(id),
  password_hash TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  failure_day TEXT NOT NULL DEFAULT '',
  updated_at BIGINT NOT NULL
);
