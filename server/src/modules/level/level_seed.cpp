#include "modules/level/level_seed.h"

#include <algorithm>
#include <stdexcept>

#include <boost/json.hpp>

#include "core/money.h"
#include "core/seed_fields.h"
#include "modules/level/level_repo.h"
#include "modules/level/level_service.h"

namespace qsr::level {
namespace json = boost::json;

namespace {

int64_t rate_of(const json::object& o, const char* key) {
  const auto* v = o.if_contains(key);
  if (!v) return kRateOne;
  auto rate = v->is_string() ? parse_rate(std::string(v->get_string())) : std::nullopt;
  if (!rate) throw std::runtime_error(std::string("loyalty.json: levels[].") + key + " is not a rate like \"1.5\"");
  return *rate;
}

Level level_of(const json::object& o) {
  Level l;
  l.code = std::string(o.at("code").as_string());
  l.name = I18nText::from_json(o.at("name"));
  l.threshold = o.at("threshold").as_int64();
  l.validity_days = static_cast<int>(o.at("validityDays").as_int64());
  l.earn_rate = rate_of(o, "earnRate");
  l.redeem_rate = rate_of(o, "redeemRate");
  if (const auto* b = o.if_contains("benefits")) l.benefits = I18nText::from_json(*b);
  if (const auto* c = o.if_contains("color")) l.color = std::string(c->as_string());
  return l;
}

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = seed::object_file(dir, "loyalty.json");
  if (!file) return;
  const auto& root = file->as_object();
  std::optional<int64_t> consumption;
  if (const auto* g = root.if_contains("growth"); g && g->is_object()) {
    consumption = money::parse(std::string(g->as_object().at("consumptionMoney").as_string()));
    if (!consumption) throw std::runtime_error("loyalty.json: growth.consumptionMoney is not money");
  }
  Levels levels;
  if (const auto* list = root.if_contains("levels"); list && list->is_array()) {
    for (const auto& v : list->as_array()) levels.push_back(level_of(v.as_object()));
  }
  // Lowest threshold first, so ids count up the levels (a coupon for some levels names them by id).
  std::sort(levels.begin(), levels.end(), [](const Level& a, const Level& b) { return a.threshold < b.threshold; });
  db.write([&](db::Tx& tx) {
    tx.notify(LevelService::kRulesChannel, "");  // a server already running drops its copy
    if (consumption && repo::consumption_money(tx) == 0) repo::save_growth_rule(tx, *consumption, now_ms);
    if (!repo::levels(tx).empty()) return;
    for (const auto& l : levels) repo::save_level(tx, l, now_ms);
  });
}

}  // namespace qsr::level
