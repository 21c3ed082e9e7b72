#include <boost/json.hpp>

#include "modules/catalog/catalog_repo.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::catalog {

namespace sql {
// Back on sale keeps any price override; sold out sets the status only.
constexpr const char* kGoodsStatus =
    "INSERT INTO store_goods_override (sid, goods_id, option_id, price, status) VALUES ($1, $2, $3, NULL, $4)"
    " ON CONFLICT (sid, goods_id, option_id) DO UPDATE SET status = excluded.status";
constexpr const char* kStoreStatus = "UPDATE store SET status = $2, updated_at = $3 WHERE sid = $1";
}  // namespace sql

// The catalogue's version moves with each write (the tables' triggers, migration 0050); the notice
// makes this server and every other reload at once (catalog_service.cpp).
void CatalogService::set_goods_status(int64_t sid, int64_t goods_id, int64_t option_id, const std::string& status) {
  db_.write([&](db::Tx& tx) {
    tx.exec(sql::kGoodsStatus, {sid, goods_id, option_id, status});
    tx.notify(kChannel, "");
  });
}

bool CatalogService::set_store_status(int64_t sid, const std::string& status, http::Publisher& live, const boost::json::object& event) {
  return db_.write_value([&](db::Tx& tx) {
    if (tx.exec(sql::kStoreStatus, {sid, status, clock_.now_ms()}) != 1) return false;
    tx.notify(kChannel, "");
    live.publish(tx, "store:" + std::to_string(sid), event);
    return true;
  });
}

bool CatalogService::has_brand(db::Db& db) {
  return db.read_value([](db::Tx& tx) { return repo::has_brand(tx); });
}

}  // namespace qsr::catalog
