#include "modules/moderation/text_fold.h"

#include <mutex>
#include <vector>
#include <stdexcept>

#include <opencc/opencc.h>

#include "core/validators.h"

namespace qsr::moderation {
namespace {

// Traditional (with Hong Kong variants) to simplified. OpenCC loads its dictionaries once; the
// mutex is because its C interface does not promise that one converter may be shared by threads.
class Simplifier {
 public:
  Simplifier() : cc_(opencc_open("hk2s.json")) {
    if (cc_ == reinterpret_cast<opencc_t>(-1)) throw std::runtime_error("OpenCC: hk2s.json not found (package libopencc1.1)");
  }
  ~Simplifier() { opencc_close(cc_); }
  Simplifier(const Simplifier&) = delete;
  Simplifier& operator=(const Simplifier&) = delete;

  std::string operator()(const std::string& text) {
    std::lock_guard lock(mu_);
    char* out = opencc_convert_utf8(cc_, text.data(), text.size());
    if (!out) return text;
    std::string result(out);
    opencc_convert_utf8_free(out);
    return result;
  }

 private:
  opencc_t cc_;
  std::mutex mu_;
};

Simplifier& simplifier() {
  static Simplifier s;
  return s;
}

// Full-width ASCII (U+FF01-FF5E) to ASCII; upper case to lower; digits and signs that stand in for
// letters to those letters.
char32_t fold_char(char32_t cp) {
  if (cp >= 0xFF01 && cp <= 0xFF5E) cp -= 0xFEE0;
  if (cp >= U'A' && cp <= U'Z') return cp - U'A' + U'a';
  switch (cp) {
    case U'0': return U'o';
    case U'1': return U'i';
    case U'3': return U'e';
    case U'4': return U'a';
    case U'5': return U's';
    case U'7': return U't';
    case U'@': return U'a';
    case U'$': return U's';
    case U'!': return U'i';
    default: return cp;
  }
}

// What is kept: letters of any script (ASCII letters, and every character past Latin-1's signs
// that is not punctuation, a symbol, a mark or a space). Everything else is dropped so that
// "仆 街", "仆.街" and "仆😀街" fold alike.
bool kept(char32_t cp) {
  if (cp < 0x80) return cp >= U'a' && cp <= U'z';
  if (cp < 0xC0 || cp == 0xD7 || cp == 0xF7) return false;                   // Latin-1 signs
  if (cp >= 0x0300 && cp <= 0x036F) return false;                            // combining marks
  if (cp >= 0x2000 && cp <= 0x2BFF) return false;                            // punctuation, symbols, arrows
  if (cp >= 0x3000 && cp <= 0x303F) return false;                            // CJK punctuation
  if (cp >= 0xE000 && cp <= 0xF8FF) return false;                            // private use
  if (cp >= 0xFE00 && cp <= 0xFE6F) return false;                            // variation selectors, CJK forms
  if (cp >= 0xFF00 && cp <= 0xFF65) return false;                            // full-width signs left after folding
  if (cp >= 0xFFF0 && cp <= 0xFFFF) return false;                            // specials
  if (cp >= 0x1F000) return false;                                           // emoji and beyond
  return true;
}

bool is_latin(char32_t cp) { return cp >= U'a' && cp <= U'z'; }

}  // namespace

std::string fold_for_screening(std::string_view text) {
  // Code points folded, then split into runs of kept characters; a separator between two runs is
  // kept (as one space) only where both sides are Latin and the letters are not typed one by one.
  std::u32string chars;
  for (size_t i = 0; i < text.size();) {
    auto cp = validators::next_code_point(text, i);
    if (!cp) {
      ++i;
      continue;
    }
    chars.push_back(fold_char(*cp));
  }
  std::vector<std::u32string> runs;
  bool in_run = false;
  for (char32_t c : chars) {
    if (!kept(c)) {
      in_run = false;
      continue;
    }
    if (!in_run) runs.emplace_back();
    runs.back().push_back(c);
    in_run = true;
  }
  // Letters typed one by one: two single letters in a row start a spelled-out word, which then
  // takes the next run whatever its length ("f-u-c-king").
  std::string out;
  size_t singles = 0;  // single-letter runs in a row, ending with the previous run
  for (size_t k = 0; k < runs.size(); ++k) {
    if (k > 0) {
      const std::u32string& prev = runs[k - 1];
      const std::u32string& next = runs[k];
      const bool spelled_out = prev.size() == 1 && (next.size() == 1 || singles >= 2);
      if (is_latin(prev.back()) && is_latin(next.front()) && !spelled_out) out += ' ';
    }
    singles = runs[k].size() == 1 ? singles + 1 : 0;
    for (char32_t c : runs[k]) validators::append_utf8(out, c);
  }
  return simplifier()(out);
}

ScreenedText::ScreenedText(std::string_view text) : spaced_(fold_for_screening(text)) {
  joined_.reserve(spaced_.size());
  for (char c : spaced_) {
    if (c != ' ') joined_ += c;
  }
}

bool ScreenedText::contains(const std::string& word) const {
  if (word.empty()) return false;
  const bool latin = word.find_first_not_of("abcdefghijklmnopqrstuvwxyz ") == std::string::npos;
  if (!latin) {
    std::string w;
    for (char c : word) {
      if (c != ' ') w += c;
    }
    return joined_.find(w) != std::string::npos;
  }
  for (size_t at = spaced_.find(word); at != std::string::npos; at = spaced_.find(word, at + 1)) {
    // At a word's start: the text's start, a space, or a character that is not a Latin letter.
    if (at == 0 || !is_latin(static_cast<unsigned char>(spaced_[at - 1]))) return true;
  }
  return false;
}

}  // namespace qsr::moderation
