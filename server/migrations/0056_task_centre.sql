-- The task centre (issue 19, spec 000 §1 member/pages/taskCenter): tasks that give points or a
-- coupon once their progress reaches the target, once per period. Owned by the task module
-- (modules/table_owners.txt). Progress is not stored: it is counted from the owners' records
-- (paid orders, invitees, the profile) when the member looks or claims.
CREATE TABLE task (
  id {{ID}},
  kind TEXT NOT NULL,                       -- order | invite | profile
  title TEXT NOT NULL,                      -- I18nText JSON
  description TEXT NOT NULL DEFAULT '{}',
  target BIGINT NOT NULL CHECK (target > 0),
  period TEXT NOT NULL,                     -- once | day | week | month (Hong Kong calendar)
  reward_kind TEXT NOT NULL,                -- points | coupon
  reward_points BIGINT NOT NULL DEFAULT 0,
  reward_template_id BIGINT,
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at BIGINT NOT NULL DEFAULT 0
);

-- One claim per task, member and period: the unique key settles a double tap.
CREATE TABLE task_claim (
  id {{ID}},
  task_id BIGINT NOT NULL REFERENCES task (id),
  member_id BIGINT NOT NULL,
  period_key TEXT NOT NULL,                 -- once, a Hong Kong date, the week's Monday, YYYY-MM
  reward_kind TEXT NOT NULL,
  points BIGINT NOT NULL DEFAULT 0,
  coupon_code TEXT,
  created_at BIGINT NOT NULL,
  UNIQUE (task_id, member_id, period_key)
);
CREATE INDEX task_claim_member ON task_claim (member_id, id);

-- "Invite a friend" counts a member's invitees: the account module's column, read by its API.
CREATE INDEX member_inviter ON member (inviter_member_id, created_at);
