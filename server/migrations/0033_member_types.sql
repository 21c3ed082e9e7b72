-- Member types (issue 16, docs/decisions/0028): elderly-club, student and employee members. A
-- member asks to be a student or an elderly-club member and shows the card at a store, where staff
-- approve it; staff of the brand are made employees by the operator. One open (pending or
-- approved) row per member and type.
CREATE TABLE member_type (
  id {{ID}},
  member_id BIGINT NOT NULL REFERENCES member(id),
  kind TEXT NOT NULL,                      -- student | elderly | employee
  status TEXT NOT NULL,                    -- pending | approved | rejected | revoked
  detail TEXT NOT NULL DEFAULT '',         -- the school, for a student
  valid_until BIGINT,                      -- the card's end (a Hong Kong midnight); null: no end
  requested_at BIGINT NOT NULL,
  decided_at BIGINT,
  decided_by BIGINT,
  decided_sid BIGINT
);
CREATE UNIQUE INDEX member_type_open ON member_type(member_id, kind) WHERE status IN ('pending', 'approved');
CREATE INDEX member_type_member ON member_type(member_id, id);
