// Text folded for screening against sensitive words, so the usual disguises match the plain word:
// full-width letters and digits, upper case, look-alike digits and signs ("sh1t", "$hit"),
// traditional or Hong Kong forms against simplified ones (OpenCC's hk2s), and anything put between
// the characters (spaces, punctuation, zero-width joiners, emoji). Words and texts are folded
// the same way.
//
// Chinese has no spaces, so a Chinese word matches anywhere once everything between characters is
// dropped ("仆 街", "仆😀街"). English does: a Latin word matches only at the start of a word of the
// text ("shit" in "shitty", not in "push it" or "this hit"); letters typed one by one with
// something between them are read as one word ("f u c k", "f.u.c.k").
#pragma once

#include <string>
#include <string_view>

namespace qsr::moderation {

// `text` must be valid UTF-8 (callers check it first); malformed bytes are dropped. Latin words
// stay apart, one space between them; nothing else is kept between characters.
std::string fold_for_screening(std::string_view text);

// A folded text, ready to be searched for many folded words.
class ScreenedText {
 public:
  explicit ScreenedText(std::string_view text);
  // True when the folded word occurs: a word of a-z letters (and spaces) at the start of one of
  // the text's Latin words; any other word anywhere in the text with its spaces dropped.
  bool contains(const std::string& folded_word) const;
  bool empty() const { return spaced_.empty(); }

 private:
  std::string spaced_, joined_;
};

}  // namespace qsr::moderation
