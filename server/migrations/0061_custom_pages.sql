-- Custom pages (issue 19 integralMall/pages/customPage; issue 21 pages/customPage): landing pages
-- operators lay out from blocks, reached by slug. Owned by the page module.
CREATE TABLE custom_page (
  id {{ID}},
  slug TEXT NOT NULL UNIQUE,               -- 1-40 of a-z 0-9 -
  title TEXT NOT NULL,                     -- I18nText JSON
  blocks TEXT NOT NULL DEFAULT '[]',       -- checked blocks in every language (page_blocks.h)
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL DEFAULT 0
);
