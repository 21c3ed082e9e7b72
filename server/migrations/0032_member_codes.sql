-- The member code (issue 16, docs/decisions/0027): short-lived codes a member shows at a till, kept
-- as hashes, each usable once; and the till sales they earned points and growth for, one per store
-- and receipt number.
CREATE TABLE member_code (
  code_hash TEXT PRIMARY KEY,              -- SHA-256 of the code, hex
  member_id BIGINT NOT NULL REFERENCES member(id),
  issued_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX member_code_expiry ON member_code(expires_at);
CREATE INDEX member_code_member ON member_code(member_id, issued_at);

CREATE TABLE till_sale (
  id {{ID}},
  sid BIGINT NOT NULL,
  receipt_no TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES member(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  points BIGINT NOT NULL DEFAULT 0,
  growth BIGINT NOT NULL DEFAULT 0,
  staff_id BIGINT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (sid, receipt_no)
);
CREATE INDEX till_sale_member ON till_sale(member_id, id);
