-- Order reviews (issue 20; spec 000 §2 orderPlus/pages/comment, memberPlus/pages/memberFeed) and
-- the sensitive-word lists they are screened against (spec 000 §5, §8).

-- Owned by the moderation module: one row per word of a language's list. `folded` is the word as
-- the screen compares it (modules/moderation/text_fold.h), computed when the word is saved.
CREATE TABLE sensitive_word (
  id {{ID}},
  lang TEXT NOT NULL,                  -- the list: zh-HK, zh-CN or en
  word TEXT NOT NULL,
  folded TEXT NOT NULL,
  UNIQUE (lang, word)
);

-- Owned by the review module: one review per order (the unique key settles two submits at once).
CREATE TABLE order_review (
  id {{ID}},
  order_no TEXT NOT NULL UNIQUE,
  member_id BIGINT NOT NULL,
  sid BIGINT NOT NULL,
  order_type INTEGER NOT NULL,
  food INTEGER NOT NULL,               -- 1-5 stars
  service INTEGER NOT NULL,            -- 1-5 stars
  delivery INTEGER,                    -- 1-5 stars; delivery orders only
  content TEXT NOT NULL DEFAULT '',
  media TEXT NOT NULL DEFAULT '[]',    -- [{"id": upload name, "kind": "image" | "video"}], in order
  media_count INTEGER NOT NULL DEFAULT 0,
  anonymous INTEGER NOT NULL DEFAULT 0,  -- shown in the feed without the nickname and avatar
  shared INTEGER NOT NULL DEFAULT 1,     -- the member lets the brand's community feed show it
  hidden INTEGER NOT NULL DEFAULT 0,     -- staff took it off the feed
  created_at BIGINT NOT NULL,
  reply TEXT,                          -- the store's answer
  replied_at BIGINT,
  replied_by BIGINT
);
CREATE INDEX order_review_member ON order_review (member_id, id);
CREATE INDEX order_review_store ON order_review (sid, id);
CREATE INDEX order_review_feed ON order_review (id) WHERE shared = 1 AND hidden = 0 AND media_count > 0;
