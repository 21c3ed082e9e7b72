#include "modules/invite/invite_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/invite/invite_repo.h"

namespace qsr::invite {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  auto file = seed::object_file(dir, "invites.json");
  if (!file) return;
  constexpr int64_t kDayMs = 24LL * 3600 * 1000;
  db.write([&](db::Tx& tx) {
    if (!repo::campaigns(tx).empty()) return;
    for (const auto& v : file->as_object().at("campaigns").as_array()) {
      const auto& o = v.as_object();
      Campaign c;
      c.title = seed::text_at(o, "title");
      c.rules = seed::text_at(o, "rules");
      c.inviter_cap = seed::int_at(o, "inviterCap", 0);
      c.starts_at = now_ms - kDayMs;
      c.ends_at = now_ms + seed::int_at(o, "days", 365) * kDayMs;
      for (const auto& rv : o.at("rewards").as_array()) {
        const auto& r = rv.as_object();
        Reward w;
        w.side = std::string(r.at("side").as_string());
        w.stage = std::string(r.at("stage").as_string());
        w.kind = std::string(r.at("kind").as_string());
        w.points = seed::int_at(r, "points", 0);
        if (const auto* key = r.if_contains("template")) {
          const auto it = template_ids.find(std::string(key->as_string()));
          if (it == template_ids.end()) throw std::runtime_error("invites.json: a reward names an unknown coupon template");
          w.template_id = it->second;
        }
        c.rewards.push_back(w);
      }
      repo::save_campaign(tx, c, now_ms);
    }
  });
}

}  // namespace qsr::invite
