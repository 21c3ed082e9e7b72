#include "modules/task/task_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/task/task_repo.h"

namespace qsr::task {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  auto file = seed::object_file(dir, "tasks.json");
  if (!file) return;
  constexpr int64_t kDayMs = 24LL * 3600 * 1000;
  db.write([&](db::Tx& tx) {
    if (!repo::tasks(tx).empty()) return;
    int sort = 0;
    for (const auto& v : file->as_object().at("tasks").as_array()) {
      const auto& o = v.as_object();
      Task t;
      t.kind = std::string(o.at("kind").as_string());
      t.title = seed::text_at(o, "title");
      t.description = seed::text_at(o, "description");
      t.target = seed::int_at(o, "target", 1);
      t.period = std::string(o.at("period").as_string());
      t.reward_kind = std::string(o.at("rewardKind").as_string());
      t.reward_points = seed::int_at(o, "rewardPoints", 0);
      if (const auto* key = o.if_contains("rewardTemplate")) {
        const auto it = template_ids.find(std::string(key->as_string()));
        if (it == template_ids.end()) throw std::runtime_error("tasks.json: a task names an unknown coupon template");
        t.reward_template_id = it->second;
      }
      t.starts_at = now_ms - kDayMs;
      t.ends_at = now_ms + seed::int_at(o, "days", 365) * kDayMs;
      t.sort = sort++;
      repo::save_task(tx, t, now_ms);
    }
  });
}

}  // namespace qsr::task
