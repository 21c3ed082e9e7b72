#include "modules/popup/popup_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/popup/popup_repo.h"
#include "modules/popup/popup_rules.h"

namespace qsr::popup {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  auto file = seed::object_file(dir, "popups.json");
  if (!file) return;
  db.write([&](db::Tx& tx) {
    if (!repo::popups(tx).empty()) return;
    for (const auto& v : file->as_object().at("popups").as_array()) {
      const auto& o = v.as_object();
      Popup p;
      p.kind = std::string(o.at("kind").as_string());
      p.title = seed::text_at(o, "title");
      p.image = I18nText::from_json(boost::json::value(seed::media_url(std::string(o.at("image").as_string()))));
      p.link = std::string(o.at("link").as_string());
      if (const auto* keys = o.if_contains("templates")) {
        for (const auto& k : keys->as_array()) {
          const auto it = template_ids.find(std::string(k.as_string()));
          if (it == template_ids.end()) throw std::runtime_error("popups.json: a popup names an unknown coupon template");
          p.templates.push_back(it->second);
        }
      }
      p.priority = seed::int_at(o, "priority", 50);
      p.frequency = std::string(o.at("frequency").as_string());
      p.absent_days = seed::int_at(o, "absentDays", 0);
      p.starts_at = now_ms - kDayMs;
      p.ends_at = now_ms + seed::int_at(o, "days", 365) * kDayMs;
      repo::save_popup(tx, p, now_ms);
    }
  });
}

}  // namespace qsr::popup
