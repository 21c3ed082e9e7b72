#include "modules/draw/draw_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/draw/draw_repo.h"

namespace qsr::draw {
namespace {

constexpr int64_t kDayMs = 24LL * 3600 * 1000;

Prize prize_of(const boost::json::object& o, int64_t activity_id, int sort, const std::map<std::string, int64_t>& template_ids) {
  Prize p;
  p.activity_id = activity_id;
  p.kind = std::string(o.at("kind").as_string());
  p.name = seed::text_at(o, "name");
  if (const auto* image = o.if_contains("image")) p.image = seed::media_url(std::string(image->as_string()));
  if (const auto* t = o.if_contains("template")) {
    const auto it = template_ids.find(std::string(t->as_string()));
    if (it == template_ids.end()) throw std::runtime_error("draws.json: a prize names an unknown coupon template");
    p.template_id = it->second;
  }
  p.points = seed::int_at(o, "points", 0);
  p.weight = seed::int_at(o, "weight", 1);
  if (const auto* s = o.if_contains("stock")) p.stock = s->as_int64();
  p.sort = sort;
  return p;
}

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  auto file = seed::object_file(dir, "draws.json");
  if (!file) return;
  db.write([&](db::Tx& tx) {
    if (!repo::activities(tx).empty()) return;
    int sort = 0;
    for (const auto& v : file->as_object().at("activities").as_array()) {
      const auto& o = v.as_object();
      Activity a;
      a.kind = std::string(o.at("kind").as_string());
      a.title = seed::text_at(o, "title");
      a.rules = seed::text_at(o, "rules");
      if (const auto* image = o.if_contains("image")) a.image = seed::media_url(std::string(image->as_string()));
      a.cost_points = seed::int_at(o, "costPoints", 0);
      a.daily_limit = seed::int_at(o, "dailyLimit", 0);
      a.total_limit = seed::int_at(o, "totalLimit", 0);
      a.multi_count = seed::int_at(o, "multiCount", 0);
      a.per_order = seed::int_at(o, "perOrder", 0) == 1;
      // Running from the day before the brand was loaded, for as many days as the file says.
      a.starts_at = now_ms - kDayMs;
      a.ends_at = now_ms + seed::int_at(o, "days", 365) * kDayMs;
      a.status = kLive;
      a.sort = sort++;
      a.id = repo::save_activity(tx, a, now_ms);
      int prize_sort = 0;
      for (const auto& p : o.at("prizes").as_array()) {
        repo::save_prize(tx, prize_of(p.as_object(), a.id, prize_sort++, template_ids), now_ms);
      }
    }
  });
}

}  // namespace qsr::draw
