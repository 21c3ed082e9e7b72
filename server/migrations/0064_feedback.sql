-- Feedback (issue 20; spec 000 memberPlus/pages/userFeedback, §3 "feedback: contact, content, up to
-- 5 images", §5; 001 §7 /v1/feedback/add, /v1/shop/retroaction/save). Owned by the feedback module.
CREATE TABLE feedback (
  id {{ID}},
  member_id BIGINT NOT NULL,
  sid BIGINT,                           -- the store it is about, when there is one
  category TEXT NOT NULL,               -- food | service | delivery | app | other
  content TEXT NOT NULL,
  contact_kind TEXT NOT NULL,           -- phone | email
  contact TEXT NOT NULL,                -- "852-91234567" or the e-mail address
  images TEXT NOT NULL DEFAULT '[]',    -- upload names, in order
  status TEXT NOT NULL DEFAULT 'open',  -- open | replied | closed
  reply TEXT,
  replied_at BIGINT,
  replied_by BIGINT,                    -- the staff member; NULL for the brand's operators
  idempotency_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX feedback_member ON feedback (member_id, id);
CREATE INDEX feedback_store ON feedback (sid, id);
CREATE INDEX feedback_status ON feedback (status, id);
