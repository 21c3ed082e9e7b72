#include "modules/mall/mall_seed.h"

#include <map>
#include <stdexcept>

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/mall/mall_repo.h"

namespace qsr::mall {
namespace json = boost::json;

namespace {

// A package's coupons name the seed's coupon templates by key.
std::vector<PackCoupon> pack_of(const json::object& o, const std::map<std::string, int64_t>& template_ids) {
  std::vector<PackCoupon> out;
  const auto* coupons = o.if_contains("coupons");
  if (!coupons) return out;
  for (const auto& v : coupons->as_array()) {
    const auto& c = v.as_object();
    const auto it = template_ids.find(std::string(c.at("template").as_string()));
    if (it == template_ids.end()) throw std::runtime_error("mall.json: a package names an unknown coupon template");
    out.push_back({it->second, seed::int_at(c, "count", 1)});
  }
  return out;
}

std::vector<StoreStock> store_stock_of(const json::object& o) {
  std::vector<StoreStock> out;
  if (const auto* stock = o.if_contains("storeStock")) {
    for (const auto& v : stock->as_array()) out.push_back({v.at("sid").as_int64(), v.at("stock").as_int64()});
  }
  return out;
}

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  auto file = seed::object_file(dir, "mall.json");
  if (!file) return;
  const auto& root = file->as_object();
  db.write([&](db::Tx& tx) {
    if (!repo::categories(tx, false).empty()) return;
    std::map<std::string, int64_t> category_ids;
    int sort = 0;
    for (const auto& v : root.at("categories").as_array()) {
      const auto& o = v.as_object();
      Category c{0, seed::text_at(o, "name"), sort++, true};
      category_ids[std::string(o.at("key").as_string())] = repo::save_category(tx, c, now_ms);
    }
    sort = 0;
    for (const auto& v : root.at("items").as_array()) {
      const auto& o = v.as_object();
      const auto category = category_ids.find(std::string(o.at("category").as_string()));
      if (category == category_ids.end()) throw std::runtime_error("mall.json: an item names an unknown category");
      Item i;
      i.category_id = category->second;
      i.title = seed::text_at(o, "title");
      i.subtitle = seed::text_at(o, "subtitle");
      i.detail = seed::text_at(o, "detail");
      if (const auto* image = o.if_contains("image")) i.image = seed::media_url(std::string(image->as_string()));
      i.points = o.at("points").as_int64();
      i.cash = seed::money_at(o, "cash", "mall.json");
      i.coupons = pack_of(o, template_ids);
      i.kind = i.coupons.empty() ? kGoods : kCoupons;
      i.fulfilment = i.coupons.empty() ? (o.contains("fulfilment") ? std::string(o.at("fulfilment").as_string()) : std::string(kPickup)) : kNoFulfilment;
      i.stock = o.at("stock").as_int64();
      i.per_member_limit = seed::int_at(o, "perMemberLimit", 0);
      i.sort = sort++;
      const int64_t id = repo::save_item(tx, i, now_ms);
      if (const auto stock = store_stock_of(o); !stock.empty()) {
        // As the admin API has it: only goods handed over at a store have a store's stock.
        if (i.kind != kGoods || !i.offers(kPickup)) {
          throw std::runtime_error("mall.json: storeStock is only for goods picked up at a store (not a coupon package or a delivery-only item)");
        }
        repo::set_store_stock(tx, id, stock, now_ms);
      }
    }
  });
}

}  // namespace qsr::mall
