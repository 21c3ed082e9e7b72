// Languages, localized text, and the server's message catalogue.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include <boost/json/value.hpp>

namespace qsr {

enum class Lang { zh_HK = 0, zh_CN = 1, en = 2 };
inline constexpr std::array<Lang, 3> kAllLangs{Lang::zh_HK, Lang::zh_CN, Lang::en};

std::string_view lang_tag(Lang lang);  // "zh-HK", "zh-CN", "en"

// Picks the language from a `lang` parameter or an Accept-Language header. Understands quality
// values and near tags (zh-TW, zh-Hant -> zh-HK; zh, zh-Hans, zh-SG -> zh-CN; en-* -> en).
// Anything else falls back to zh-HK, the brand's default.
Lang parse_lang(std::string_view header);

// A text in the three languages. A missing language falls back to zh-HK.
class I18nText {
 public:
  I18nText() = default;
  // From {"zh-HK": "...", "zh-CN": "...", "en": "..."} or a plain string (all three the same).
  static I18nText from_json(const boost::json::value& v);
  static I18nText from_json_text(std::string_view json_text);
  boost::json::value to_json() const;
  std::string to_json_text() const;

  const std::string& get(Lang lang) const;
  void set(Lang lang, std::string text) { texts_[static_cast<size_t>(lang)] = std::move(text); }
  bool empty() const { return texts_[0].empty(); }

 private:
  std::array<std::string, 3> texts_;
};

}  // namespace qsr
