#include "modules/recharge/recharge_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/money.h"
#include "core/seed_fields.h"
#include "modules/recharge/recharge_repo.h"

namespace qsr::recharge {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = seed::object_file(dir, "loyalty.json");
  if (!file) return;
  const auto* recharge = file->as_object().if_contains("recharge");
  if (!recharge || !recharge->is_object()) return;
  std::vector<Plan> plans;
  int sort = 0;
  for (const auto& v : recharge->as_object().at("plans").as_array()) {
    const auto& o = v.as_object();
    auto pay = money::parse(std::string(o.at("pay").as_string()));
    auto bonus = money::parse(std::string(o.at("bonus").as_string()));
    if (!pay || !bonus || *pay <= 0 || *bonus < 0) throw std::runtime_error("loyalty.json: recharge.plans[] needs money in pay and bonus");
    const int64_t sid = o.contains("sid") ? o.at("sid").as_int64() : 0;
    plans.push_back({0, *pay, *bonus, sort++, true, sid});
  }
  db.write([&](db::Tx& tx) {
    if (!repo::plans(tx, false).empty()) return;
    for (const auto& p : plans) repo::save_plan(tx, p, now_ms);
  });
}

}  // namespace qsr::recharge
