-- The seed's member paths of issue 21 (docs/API.md): dine-in code lookup, a visitor's addresses,
-- the phone lookup's references (docs/decisions/0054).

-- Codes printed on menus and packaging (item codes, sku codes, barcodes) naming a goods, or one of
-- its specifications (option_id 0: the goods itself). Owned by the catalog module; stored in
-- upper case, looked up the same way. Codes are the brand's, so one code names one thing chain-wide;
-- whether that thing is sold at a store is the menu's question.
CREATE TABLE goods_code (
  code TEXT PRIMARY KEY,
  goods_id BIGINT NOT NULL REFERENCES goods(goods_id),
  option_id BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX goods_code_goods ON goods_code (goods_id);

-- Addresses a visitor saved before signing in (/v1/member/address/addByTourist), owned by the
-- visitor session: only that session reads them, and signing in moves them to the member's
-- addresses. Owned by the account module; gone with their session (housekeeping).
CREATE TABLE visitor_address (
  id {{ID}},
  session_id BIGINT NOT NULL,
  consignee TEXT NOT NULL,
  area_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  house_number TEXT NOT NULL DEFAULT '',
  lat DOUBLE PRECISION,
  lng DOUBLE PRECISION,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX visitor_address_session ON visitor_address (session_id);

-- What /v1/member/queryMemberIdByPhone answers instead of a member's id (docs/decisions/0054): an
-- opaque reference, kept as its SHA-256, that only the member who asked may use, for a few
-- minutes, to name that member as a recipient. Owned by the account module.
CREATE TABLE member_ref (
  ref_hash TEXT PRIMARY KEY,
  asker_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX member_ref_expires ON member_ref (expires_at);
