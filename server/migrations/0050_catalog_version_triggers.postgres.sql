-- Any write to the catalogue's tables moves the catalogue version, whoever makes it (the console,
-- the seed, an operator in psql), and a moved version tells every server on the bus at once, so
-- none answers from a stale copy (docs/decisions/0040). Statement triggers: one bump per
-- statement, not per row.
CREATE FUNCTION qsr_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

-- The bus's own envelope (db/pg_bus.cpp): origin "db", one notice on the "catalog" channel.
-- PostgreSQL folds identical notices of one transaction into one.
CREATE FUNCTION qsr_catalog_version_told() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('qsr_bus', '{"o":"db","n":[["catalog",""]]}');
  RETURN NULL;
END
$$;

CREATE TRIGGER catalog_version_told AFTER UPDATE ON catalog_version
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_version_told();
CREATE TRIGGER brand_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON brand
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER city_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON city
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER district_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON district
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER store_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON store
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER category_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON category
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER goods_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER goods_spec_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON goods_spec
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER goods_attr_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON goods_attr
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER goods_attr_value_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON goods_attr_value
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER package_group_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON package_group
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER package_item_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON package_item
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
CREATE TRIGGER store_goods_override_moves_catalog AFTER INSERT OR UPDATE OR DELETE ON store_goods_override
  FOR EACH STATEMENT EXECUTE FUNCTION qsr_catalog_changed();
