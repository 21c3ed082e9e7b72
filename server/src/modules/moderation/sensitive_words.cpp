#include "modules/moderation/sensitive_words.h"

#include <set>

#include "core/app_error.h"
#include "core/validators.h"
#include "modules/moderation/text_fold.h"

namespace qsr::moderation {

std::optional<std::string> SensitiveWords::find_in(db::Tx& tx, std::string_view text) const {
  const ScreenedText screened(text);
  if (screened.empty()) return std::nullopt;
  for (const auto& r : tx.query("SELECT word, folded FROM sensitive_word ORDER BY id")) {
    if (screened.contains(r.str(1))) return r.str(0);
  }
  return std::nullopt;
}

std::map<Lang, std::vector<std::string>> SensitiveWords::lists() {
  std::map<Lang, std::vector<std::string>> out;
  for (Lang l : kAllLangs) out[l];
  db_.read([&](db::Tx& tx) {
    for (const auto& r : tx.query("SELECT lang, word FROM sensitive_word ORDER BY id")) {
      out[parse_lang(r.str(0))].push_back(r.str(1));
    }
  });
  return out;
}

void SensitiveWords::insert(db::Tx& tx, Lang lang, const std::vector<std::string>& words) {
  std::set<std::string> seen;
  for (const auto& w : words) {
    if (w.empty() || !seen.insert(w).second) continue;
    tx.exec("INSERT INTO sensitive_word (lang, word, folded) VALUES ($1, $2, $3)",
            {std::string(lang_tag(lang)), w, fold_for_screening(w)});
  }
}

std::vector<std::string> SensitiveWords::replace(Lang lang, const std::vector<std::string>& words) {
  if (words.size() > kMaxWords) throw AppError::invalid("words");
  std::vector<std::string> kept;
  for (const auto& w : words) {
    if (!validators::valid_utf8(w) || validators::count_code_points(w) > kMaxWordLength) throw AppError::invalid("words");
    if (w.find_first_not_of(" \t") == std::string::npos) continue;
    if (fold_for_screening(w).empty()) throw AppError::bad_request("sensitive_word_empty", {w});
    kept.push_back(w);
  }
  db_.write([&](db::Tx& tx) {
    tx.exec("DELETE FROM sensitive_word WHERE lang = $1", {std::string(lang_tag(lang))});
    insert(tx, lang, kept);
  });
  return lists()[lang];
}

}  // namespace qsr::moderation
