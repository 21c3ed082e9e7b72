#include "modules/moderation/moderation_seed.h"

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/moderation/sensitive_words.h"

namespace qsr::moderation {
namespace {

std::vector<std::string> words_of(const boost::json::value& list) {
  std::vector<std::string> out;
  if (!list.is_array()) return out;
  for (const auto& w : list.as_array()) {
    if (w.is_string()) out.emplace_back(w.as_string());
  }
  return out;
}

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir) {
  auto file = seed::object_file(dir, "sensitive-words.json");
  if (!file) return;
  db.write([&](db::Tx& tx) {
    if (tx.query_one("SELECT COUNT(*) FROM sensitive_word")->i64(0) > 0) return;
    for (Lang lang : kAllLangs) {
      const auto* list = file->as_object().if_contains(lang_tag(lang));
      if (list) SensitiveWords::insert(tx, lang, words_of(*list));
    }
  });
}

}  // namespace qsr::moderation
