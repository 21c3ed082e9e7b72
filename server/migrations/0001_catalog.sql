-- The brand, where it sells (cities, districts, stores) and what it sells (categories, goods,
-- specifications, attributes, packages, per-store overrides). Money is integer cents; i18n
-- texts are JSON objects {"zh-HK","zh-CN","en"}; times of day are "HH:MM" Hong Kong time.

CREATE TABLE brand (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  banners TEXT NOT NULL DEFAULT '[]',
  global_config TEXT NOT NULL DEFAULT '{}',
  platform_config TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL
);

CREATE TABLE city (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  lat DOUBLE PRECISION NOT NULL,
  lng DOUBLE PRECISION NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE district (
  code TEXT PRIMARY KEY,
  city_code TEXT NOT NULL REFERENCES city(code),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE store (
  sid BIGINT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  city_code TEXT NOT NULL REFERENCES city(code),
  district_code TEXT REFERENCES district(code),
  lat DOUBLE PRECISION NOT NULL,
  lng DOUBLE PRECISION NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  order_types TEXT NOT NULL,            -- "1,2,3"
  status TEXT NOT NULL DEFAULT 'open',  -- open | closed | break | busy (the manual status)
  hours TEXT NOT NULL DEFAULT '[]',     -- JSON weekly rules with breaks
  delivery_radius_m INTEGER NOT NULL DEFAULT 0,
  delivery_base_fee BIGINT NOT NULL DEFAULT 0,
  delivery_free_threshold BIGINT NOT NULL DEFAULT 0,
  delivery_min_order BIGINT NOT NULL DEFAULT 0,
  bag_fee BIGINT NOT NULL DEFAULT 0,
  box_fee_mode TEXT NOT NULL DEFAULT 'per_item',
  licences TEXT NOT NULL DEFAULT '[]',
  updated_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX store_city ON store(city_code);

CREATE TABLE category (
  cid BIGINT PRIMARY KEY,
  name TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  sale_times TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE goods (
  goods_id BIGINT PRIMARY KEY,
  cid BIGINT NOT NULL REFERENCES category(cid),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '{}',
  image TEXT NOT NULL DEFAULT '',
  price BIGINT NOT NULL,
  old_price BIGINT NOT NULL DEFAULT 0,
  box_price BIGINT NOT NULL DEFAULT 0,
  unitnum INTEGER NOT NULL DEFAULT 1,
  limit_num INTEGER NOT NULL DEFAULT 0,
  goods_type INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL DEFAULT 'on_sale',
  sort INTEGER NOT NULL DEFAULT 0,
  sale_times TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX goods_cid ON goods(cid);

CREATE TABLE goods_spec (
  option_id BIGINT PRIMARY KEY,
  goods_id BIGINT NOT NULL REFERENCES goods(goods_id),
  name TEXT NOT NULL,
  price BIGINT NOT NULL,
  old_price BIGINT NOT NULL DEFAULT 0,
  box_price BIGINT NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goods_spec_goods ON goods_spec(goods_id);

CREATE TABLE goods_attr (
  attr_id BIGINT PRIMARY KEY,
  goods_id BIGINT NOT NULL REFERENCES goods(goods_id),
  name TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 0,
  multiple INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goods_attr_goods ON goods_attr(goods_id);

CREATE TABLE goods_attr_value (
  value_id BIGINT PRIMARY KEY,
  attr_id BIGINT NOT NULL REFERENCES goods_attr(attr_id),
  name TEXT NOT NULL,
  price BIGINT NOT NULL DEFAULT 0,
  is_default INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE package_group (
  group_id BIGINT PRIMARY KEY,
  goods_id BIGINT NOT NULL REFERENCES goods(goods_id),
  name TEXT NOT NULL,
  pick INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE package_item (
  group_id BIGINT NOT NULL REFERENCES package_group(group_id),
  goods_id BIGINT NOT NULL REFERENCES goods(goods_id),
  option_id BIGINT NOT NULL DEFAULT 0,
  add_price BIGINT NOT NULL DEFAULT 0,
  is_default INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, goods_id, option_id)
);

CREATE TABLE store_goods_override (
  sid BIGINT NOT NULL REFERENCES store(sid),
  goods_id BIGINT NOT NULL REFERENCES goods(goods_id),
  option_id BIGINT NOT NULL DEFAULT 0,
  price BIGINT,
  status TEXT,
  PRIMARY KEY (sid, goods_id, option_id)
);

-- Bumped by every catalogue change, so each server instance knows when to reload its copy.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY,
  version BIGINT NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);
