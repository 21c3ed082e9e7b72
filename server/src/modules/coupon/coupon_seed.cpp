#include "modules/coupon/coupon_seed.h"

#include <map>
#include <stdexcept>

#include <boost/json.hpp>

#include "core/files.h"
#include "modules/coupon/code_text.h"
#include "modules/coupon/coupon_repo.h"
#include "modules/coupon/coupon_service.h"

namespace qsr::coupon {
namespace json = boost::json;

namespace {
constexpr int64_t kDay = 24LL * 3600 * 1000;

const json::object& object_at(const json::object& o, const char* key, const std::string& where) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_object()) throw std::runtime_error("coupons.json: " + where + " needs the object '" + key + "'");
  return v->as_object();
}
int64_t int_at(const json::object& o, const char* key, int64_t fallback) {
  const auto* v = o.if_contains(key);
  return v && v->is_int64() ? v->as_int64() : fallback;
}
}  // namespace

std::map<std::string, int64_t> seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  std::map<std::string, int64_t> ids;
  auto file = read_json_file(dir / "coupons.json");
  if (!file) return ids;
  const json::value& v = *file;
  if (!v.is_object()) throw std::runtime_error("coupons.json: not a JSON object");
  const auto& root = v.as_object();
  db.write([&](db::Tx& tx) {
    if (repo::count_templates(tx) > 0) return;
    for (const auto& item : root.at("templates").as_array()) {
      const auto& t = item.as_object();
      const std::string key(t.at("key").as_string());
      const auto& fields = object_at(t, "coupon", key);
      check_template_fields(fields);
      TemplateRow row;
      row.name = I18nText::from_json(t.at("name"));
      row.category = static_cast<int>(int_at(fields, "couponCategory", 10));
      row.coupon_json = json::serialize(fields);
      const auto& validity = object_at(t, "validity", key);
      if (auto days = int_at(validity, "days", 0); days > 0) row.valid_days = days;
      else throw std::runtime_error("coupons.json: " + key + " needs validity.days");
      row.giftable = !t.contains("giftable") || t.at("giftable").as_bool();
      ids[key] = repo::insert_template(tx, row, now_ms);
    }
    auto template_of = [&](const json::object& o) {
      const std::string key(o.at("template").as_string());
      auto it = ids.find(key);
      if (it == ids.end()) throw std::runtime_error("coupons.json: unknown template '" + key + "'");
      return it->second;
    };
    const int64_t today = to_hk_local(now_ms).day_start_ms;
    // Activities (docs/decisions/0038) before the campaigns that name them by key.
    std::map<std::string, int64_t> activities;
    if (const auto* list = root.if_contains("activities")) {
      for (const auto& item : list->as_array()) {
        const auto& a = item.as_object();
        ActivityRow row;
        row.title = I18nText::from_json(a.at("title"));
        if (const auto* rules = a.if_contains("rules")) row.rules = I18nText::from_json(*rules);
        row.starts_at = today + int_at(a, "startsInDays", 0) * kDay;
        row.ends_at = row.starts_at + int_at(a, "days", 30) * kDay - 1;
        std::optional<std::string> code_hash;
        if (const auto* code = a.if_contains("code")) {
          const auto normalized = normalized_code(code->as_string());
          if (!normalized) throw std::runtime_error("coupons.json: activities[].code is letters and digits, at most 32");
          code_hash = activity_code_hash(*normalized);
        }
        activities[std::string(a.at("key").as_string())] = repo::save_activity(tx, row, code_hash, now_ms);
      }
    }
    for (const auto& item : root.at("campaigns").as_array()) {
      const auto& k = item.as_object();
      CampaignRow row;
      row.template_id = template_of(k);
      row.title = I18nText::from_json(k.at("title"));
      row.stock = int_at(k, "stock", 100);
      row.per_person_limit = int_at(k, "perPersonLimit", 1);
      if (const auto* p = k.if_contains("limitPeriod")) {
        const auto period = claim_period_of(p->as_string());
        if (!period) throw std::runtime_error("coupons.json: campaigns[].limitPeriod is day, week or month");
        row.period = *period;
        row.period_limit = int_at(k, "periodLimit", 1);
      }
      row.starts_at = today + int_at(k, "startsInDays", 0) * kDay;
      row.ends_at = row.starts_at + int_at(k, "days", 30) * kDay - 1;
      if (const auto* activity = k.if_contains("activity")) {
        auto it = activities.find(std::string(activity->as_string()));
        if (it == activities.end()) throw std::runtime_error("coupons.json: unknown activity '" + std::string(activity->as_string()) + "'");
        row.activity_id = it->second;
      }
      repo::insert_campaign(tx, row, now_ms);
    }
    if (const auto* codes = root.if_contains("codes")) {
      for (const auto& item : codes->as_array()) {
        const auto& c = item.as_object();
        const int64_t template_id = template_of(c);
        for (const auto& code : c.at("codes").as_array()) repo::insert_code(tx, std::string(code.as_string()), template_id, now_ms);
      }
    }
  });
  return ids;
}

}  // namespace qsr::coupon
