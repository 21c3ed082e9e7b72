#include "core/i18n.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include <boost/json.hpp>

namespace qsr {

std::string_view lang_tag(Lang lang) {
  switch (lang) {
    case Lang::zh_CN: return "zh-CN";
    case Lang::en: return "en";
    case Lang::zh_HK: break;
  }
  return "zh-HK";
}

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

// Maps one language range (already lower-case, no quality) to a language we serve.
std::optional<Lang> match_tag(const std::string& tag) {
  if (tag == "zh-hk" || tag == "zh-tw" || tag == "zh-mo" || tag.rfind("zh-hant", 0) == 0) return Lang::zh_HK;
  if (tag == "zh-cn" || tag == "zh" || tag == "zh-sg" || tag.rfind("zh-hans", 0) == 0) return Lang::zh_CN;
  if (tag == "en" || tag.rfind("en-", 0) == 0) return Lang::en;
  return std::nullopt;
}

std::string trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}

}  // namespace

Lang parse_lang(std::string_view header) {
  struct Candidate { Lang lang; double q; size_t order; };
  std::vector<Candidate> found;
  size_t order = 0;
  while (!header.empty()) {
    size_t comma = header.find(',');
    std::string_view part = header.substr(0, comma);
    header = comma == std::string_view::npos ? std::string_view{} : header.substr(comma + 1);
    double q = 1.0;
    size_t semi = part.find(';');
    if (semi != std::string_view::npos) {
      std::string params = lower(part.substr(semi + 1));
      size_t qpos = params.find("q=");
      if (qpos != std::string::npos) q = std::atof(params.c_str() + qpos + 2);
      part = part.substr(0, semi);
    }
    std::string tag = lower(trim(part));
    std::replace(tag.begin(), tag.end(), '_', '-');
    if (auto lang = match_tag(tag); lang && q > 0) found.push_back({*lang, q, order++});
  }
  if (found.empty()) return Lang::zh_HK;
  auto best = std::max_element(found.begin(), found.end(), [](const Candidate& a, const Candidate& b) {
    return a.q < b.q || (a.q == b.q && a.order > b.order);
  });
  return best->lang;
}

I18nText I18nText::from_json(const boost::json::value& v) {
  I18nText t;
  if (v.is_string()) {
    for (Lang l : kAllLangs) t.set(l, std::string(v.get_string()));
    return t;
  }
  if (!v.is_object()) return t;
  const auto& o = v.get_object();
  for (Lang l : kAllLangs) {
    if (auto* s = o.if_contains(lang_tag(l)); s && s->is_string()) t.set(l, std::string(s->get_string()));
  }
  return t;
}

I18nText I18nText::from_json_text(std::string_view json_text) {
  if (json_text.empty()) return {};
  boost::system::error_code ec;
  auto v = boost::json::parse(json_text, ec);
  if (ec) return {};
  return from_json(v);
}

boost::json::value I18nText::to_json() const {
  boost::json::object o;
  for (Lang l : kAllLangs) o[lang_tag(l)] = texts_[static_cast<size_t>(l)];
  return o;
}

std::string I18nText::to_json_text() const { return boost::json::serialize(to_json()); }

const std::string& I18nText::get(Lang lang) const {
  const auto& s = texts_[static_cast<size_t>(lang)];
  return s.empty() ? texts_[0] : s;
}

}  // namespace qsr
