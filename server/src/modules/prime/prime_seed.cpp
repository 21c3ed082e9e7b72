#include "modules/prime/prime_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/prime/prime_repo.h"
#include "modules/prime/prime_service.h"

namespace qsr::prime {
namespace json = boost::json;

namespace {

const std::string kWhere = "loyalty.json: prime.passes[]";

Pass pass_of(const json::object& o) {
  Pass p;
  p.name = seed::text_at(o, "name");
  p.benefits = seed::text_at(o, "benefits");
  p.agreement = seed::text_at(o, "agreement");
  if (const auto* c = o.if_contains("color")) p.color = std::string(c->as_string());
  int sort = 0;
  for (const auto& v : o.at("plans").as_array()) {
    const auto& x = v.as_object();
    Plan plan;
    plan.name = seed::text_at(x, "name");
    plan.days = static_cast<int>(x.at("days").as_int64());
    plan.price = seed::money_at(x, "price", kWhere);
    plan.original_price = seed::money_at(x, "originalPrice", kWhere);
    if (const auto* l = x.if_contains("purchaseLimit")) plan.purchase_limit = static_cast<int>(l->as_int64());
    plan.sort = sort++;
    p.plans.push_back(plan);
  }
  sort = 0;
  for (const auto& v : o.at("items").as_array()) {
    const auto& x = v.as_object();
    p.items.push_back({0, 0, x.at("goodsId").as_int64(), seed::money_at(x, "memberPrice", kWhere), sort++, true});
  }
  return p;
}

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = seed::object_file(dir, "loyalty.json");
  if (!file) return;
  const auto* prime = file->as_object().if_contains("prime");
  if (!prime || !prime->is_object()) return;
  std::vector<Pass> passes;
  for (const auto& v : prime->as_object().at("passes").as_array()) passes.push_back(pass_of(v.as_object()));
  db.write([&](db::Tx& tx) {
    if (!repo::passes(tx, false).empty()) return;
    for (auto p : passes) {
      p.id = repo::save_pass(tx, p, now_ms);
      for (auto plan : p.plans) {
        plan.pass_id = p.id;
        repo::save_plan(tx, plan, now_ms);
      }
      for (auto item : p.items) {
        item.pass_id = p.id;
        repo::save_item(tx, item, now_ms);
      }
    }
    tx.notify(PrimeService::kPricesChannel, "");  // a server that started first read no prices
  });
}

}  // namespace qsr::prime
