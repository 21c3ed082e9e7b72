-- Content operators configure for the client's screens (docs/decisions/0056), from the brand
-- folder's page-content.json: dictionaries by group code, advertisements by slot, page buttons by
-- page and rule notices by scene. One row per (kind, code): its entries, checked when loaded, as a
-- JSON array in every language. Owned by the page module.
CREATE TABLE page_content (
  kind TEXT NOT NULL,                      -- dictionary | advertisement | button | notice
  code TEXT NOT NULL,                      -- the group, slot, page or scene
  entries TEXT NOT NULL DEFAULT '[]',
  updated_at BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, code)
);
