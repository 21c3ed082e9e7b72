#include "modules/points/points_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/money.h"
#include "core/seed_fields.h"
#include "modules/points/points_repo.h"
#include "modules/points/points_service.h"

namespace qsr::points {
namespace json = boost::json;

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = seed::object_file(dir, "loyalty.json");
  if (!file) return;
  const auto* points = file->as_object().if_contains("points");
  if (!points || !points->is_object()) throw std::runtime_error("loyalty.json: needs the object 'points'");
  const auto& p = points->as_object();
  auto pay_money = money::parse(std::string(p.at("payMoney").as_string()));
  if (!pay_money) throw std::runtime_error("loyalty.json: points.payMoney is not money");
  PointsRule rule{*pay_money, p.at("point").as_int64(), static_cast<int>(p.at("validityDays").as_int64())};
  if (const auto* r = p.if_contains("redeem"); r && r->is_object()) {
    const auto& o = r->as_object();
    auto cents = [&](const char* key) {
      auto v = money::parse(std::string(o.at(key).as_string()));
      if (!v) throw std::runtime_error(std::string("loyalty.json: points.redeem.") + key + " is not money");
      return *v;
    };
    rule.redeem = {o.at("points").as_int64(), cents("money"), o.at("maxPercent").as_int64(), cents("minCash"),
                   o.at("maxPerOrder").as_int64()};
  }
  db.write([&](db::Tx& tx) {
    if (repo::rule(tx).pay_money > 0) return;
    repo::save_rule(tx, rule, now_ms);
    tx.notify(PointsService::kRuleChannel, "");  // a server already running drops its copy
  });
}

}  // namespace qsr::points
