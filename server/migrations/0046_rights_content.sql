-- Custom-rights content (issue 17, spec 001 §7 `/v1/customRights/content/*`): the brand's pages
-- about member benefits, each a title, a summary and a rich-text body in three languages, and the
-- equity card it tells of, if any. The client renders the body through its rich-text allowlist.
CREATE TABLE rights_content (
  id {{ID}},
  title TEXT NOT NULL,                     -- three languages (JSON)
  summary TEXT NOT NULL DEFAULT '""',      -- three languages (JSON)
  body TEXT NOT NULL DEFAULT '""',         -- three languages (JSON): a small HTML subset
  color TEXT NOT NULL DEFAULT '',
  card_id BIGINT REFERENCES rights_card(id),
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL
);
