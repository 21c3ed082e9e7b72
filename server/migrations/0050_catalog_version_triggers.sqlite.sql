-- Any write to the catalogue's tables moves the catalogue version, whoever makes it (the console,
-- the seed, an operator with the sqlite3 shell), so the server's 5-second version check sees it
-- (docs/decisions/0040). SQLite has row triggers only: a statement writing many rows moves the
-- version once per row, which only makes the number larger.
CREATE TRIGGER brand_insert_moves_catalog AFTER INSERT ON brand
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER brand_update_moves_catalog AFTER UPDATE ON brand
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER brand_delete_moves_catalog AFTER DELETE ON brand
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER city_insert_moves_catalog AFTER INSERT ON city
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER city_update_moves_catalog AFTER UPDATE ON city
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER city_delete_moves_catalog AFTER DELETE ON city
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER district_insert_moves_catalog AFTER INSERT ON district
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER district_update_moves_catalog AFTER UPDATE ON district
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER district_delete_moves_catalog AFTER DELETE ON district
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER store_insert_moves_catalog AFTER INSERT ON store
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER store_update_moves_catalog AFTER UPDATE ON store
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER store_delete_moves_catalog AFTER DELETE ON store
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER category_insert_moves_catalog AFTER INSERT ON category
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER category_update_moves_catalog AFTER UPDATE ON category
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER category_delete_moves_catalog AFTER DELETE ON category
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_insert_moves_catalog AFTER INSERT ON goods
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_update_moves_catalog AFTER UPDATE ON goods
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_delete_moves_catalog AFTER DELETE ON goods
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_spec_insert_moves_catalog AFTER INSERT ON goods_spec
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_spec_update_moves_catalog AFTER UPDATE ON goods_spec
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_spec_delete_moves_catalog AFTER DELETE ON goods_spec
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_attr_insert_moves_catalog AFTER INSERT ON goods_attr
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_attr_update_moves_catalog AFTER UPDATE ON goods_attr
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_attr_delete_moves_catalog AFTER DELETE ON goods_attr
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_attr_value_insert_moves_catalog AFTER INSERT ON goods_attr_value
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_attr_value_update_moves_catalog AFTER UPDATE ON goods_attr_value
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER goods_attr_value_delete_moves_catalog AFTER DELETE ON goods_attr_value
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER package_group_insert_moves_catalog AFTER INSERT ON package_group
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER package_group_update_moves_catalog AFTER UPDATE ON package_group
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER package_group_delete_moves_catalog AFTER DELETE ON package_group
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER package_item_insert_moves_catalog AFTER INSERT ON package_item
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER package_item_update_moves_catalog AFTER UPDATE ON package_item
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER package_item_delete_moves_catalog AFTER DELETE ON package_item
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER store_goods_override_insert_moves_catalog AFTER INSERT ON store_goods_override
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER store_goods_override_update_moves_catalog AFTER UPDATE ON store_goods_override
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER store_goods_override_delete_moves_catalog AFTER DELETE ON store_goods_override
  BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
