-- The message centre (issue 20; spec 000 memberPlus/pages/messageCenter; 001 §7
-- /v1/notifyMessage/{findByUnread, read, read/sync}, /v1/message/{list, notify}; 001 §3
-- messageNum). Owned by the message module (modules/table_owners.txt).

-- A member's messages. The words are not stored: a template key and its parameters are, and the
-- title and body are rendered in the reader's language when read (a language switch re-renders).
-- The unique key makes every event write its message once, whatever retries or repeats it.
CREATE TABLE member_message (
  id {{ID}},
  member_id BIGINT NOT NULL,
  category TEXT NOT NULL,                   -- order | refund | coupon | points | gift | group | level
  template_key TEXT NOT NULL,               -- modules/message/message_templates.cpp
  params TEXT NOT NULL DEFAULT '{}',        -- JSON object; a value may be an I18nText object
  link TEXT NOT NULL DEFAULT '',            -- an in-app path
  dedup_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  read_at BIGINT,
  UNIQUE (member_id, dedup_key)
);
CREATE INDEX member_message_list ON member_message (member_id, id);
CREATE INDEX member_message_category ON member_message (member_id, category, id);

-- Categories a member turned off (no row: on). A category that is off writes nothing.
CREATE TABLE message_preference (
  member_id BIGINT NOT NULL,
  category TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, category)
);

-- The daily reminders' runs: one row per job and Hong Kong day once the run went through.
CREATE TABLE message_job_day (
  job TEXT NOT NULL,
  day TEXT NOT NULL,                        -- yyyy-mm-dd, Hong Kong
  done_at BIGINT NOT NULL,
  PRIMARY KEY (job, day)
);
