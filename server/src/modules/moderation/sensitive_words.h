// The sensitive-word screen (spec 000 §5 "sensitive words rejected", §8 "sensitive-word check
// failed"): one list per language, kept in the database so every server screens alike and an
// operator's change holds at once. Every list applies to every text, whatever its language: a
// Cantonese swear word typed in an English session is still one.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/i18n.h"
#include "db/db.h"

namespace qsr::moderation {

class SensitiveWords {
 public:
  explicit SensitiveWords(db::Db& db) : db_(db) {}

  // The first listed word found in `text` (folded, text_fold.h), or nullopt when it is clean.
  std::optional<std::string> find_in(db::Tx& tx, std::string_view text) const;

  // Every list, words in their saved order.
  std::map<Lang, std::vector<std::string>> lists();
  // Replaces one language's list (blank and repeated entries dropped; a word that folds to
  // nothing — only signs — is refused: it would match every text). Returns the saved list.
  std::vector<std::string> replace(Lang lang, const std::vector<std::string>& words);

  // Writes the words of one list in `tx` (the seed's and replace()'s step).
  static void insert(db::Tx& tx, Lang lang, const std::vector<std::string>& words);

 private:
  db::Db& db_;
};

inline constexpr size_t kMaxWords = 2000;
inline constexpr size_t kMaxWordLength = 40;  // code points

}  // namespace qsr::moderation
