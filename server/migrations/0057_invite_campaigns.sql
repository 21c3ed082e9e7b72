-- Invite campaigns (issue 19, spec 000 member/pages/point/{invite, inviteActivity}): rewards to the
-- inviter and to the friend when the friend signs up with the inviter's code and when the friend's
-- first order is handed over. Owned by the invite module (modules/table_owners.txt); who invited
-- whom is the account module's member.inviter_member_id, copied here with the campaign it counts for.
CREATE TABLE invite_campaign (
  id {{ID}},
  title TEXT NOT NULL,                      -- I18nText JSON
  rules TEXT NOT NULL DEFAULT '{}',
  inviter_cap BIGINT NOT NULL DEFAULT 0,    -- friends an inviter is rewarded for; 0: no cap
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL DEFAULT 0
);

-- What a campaign gives: to whom (inviter | invitee), when (register | first_order), what.
CREATE TABLE invite_campaign_reward (
  id {{ID}},
  campaign_id BIGINT NOT NULL REFERENCES invite_campaign (id),
  side TEXT NOT NULL,                       -- inviter | invitee
  stage TEXT NOT NULL,                      -- register | first_order
  kind TEXT NOT NULL,                       -- points | coupon
  points BIGINT NOT NULL DEFAULT 0,
  template_id BIGINT,
  UNIQUE (campaign_id, side, stage)
);

-- A friend who signed up with a code while a campaign ran: one row per friend, ever.
CREATE TABLE invite_link (
  invitee_id BIGINT PRIMARY KEY,
  inviter_id BIGINT NOT NULL,
  campaign_id BIGINT NOT NULL,
  inviter_rewarded INTEGER NOT NULL,        -- 0 once the inviter had reached the campaign's cap
  first_order_no TEXT,                      -- the friend's first order handed over
  created_at BIGINT NOT NULL
);
CREATE INDEX invite_link_inviter ON invite_link (inviter_id, created_at);

-- How many friends each inviter was rewarded for: a conditional update settles the cap.
CREATE TABLE invite_tally (
  campaign_id BIGINT NOT NULL,
  inviter_id BIGINT NOT NULL,
  rewarded BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, inviter_id)
);

-- Every reward given, once per friend, side and stage (the unique key).
CREATE TABLE invite_reward (
  id {{ID}},
  campaign_id BIGINT NOT NULL,
  invitee_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,                -- who got it
  side TEXT NOT NULL,
  stage TEXT NOT NULL,
  kind TEXT NOT NULL,
  points BIGINT NOT NULL DEFAULT 0,
  coupon_code TEXT,
  created_at BIGINT NOT NULL,
  UNIQUE (campaign_id, invitee_id, side, stage)
);
CREATE INDEX invite_reward_member ON invite_reward (member_id, id);
