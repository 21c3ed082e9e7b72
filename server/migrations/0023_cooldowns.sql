-- "At most once per interval" limits (the SMS resend wait): one row per bucket holding when it
-- was last taken. Taking it is one conditional upsert, so parallel requests cannot both pass.
CREATE TABLE cooldown (
  bucket TEXT PRIMARY KEY,
  taken_at BIGINT NOT NULL
);
