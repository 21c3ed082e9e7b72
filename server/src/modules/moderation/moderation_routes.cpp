#include "modules/moderation/moderation_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"

namespace qsr::moderation {
namespace json = boost::json;

namespace {

json::object lists_json(const std::map<Lang, std::vector<std::string>>& lists) {
  json::object out;
  for (const auto& [lang, words] : lists) {
    json::array a;
    for (const auto& w : words) a.emplace_back(w);
    out[lang_tag(lang)] = std::move(a);
  }
  return out;
}

std::vector<std::string> strings_of(const json::value* v) {
  if (!v || !v->is_array()) throw AppError::missing("words");
  std::vector<std::string> out;
  for (const auto& w : v->as_array()) {
    if (!w.is_string()) throw AppError::invalid("words");
    out.emplace_back(w.as_string());
  }
  return out;
}

}  // namespace

void register_routes(http::Router& router, SensitiveWords& words, account::AccountModule& accounts) {
  router.get("/admin/v1/sensitive-words", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, lists_json(words.lists()));
  });
  // {lang, words: [...]}: the whole list of one language.
  router.post("/admin/v1/sensitive-words", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const std::string tag = req.str("lang");
    if (tag != "zh-HK" && tag != "zh-CN" && tag != "en") throw AppError::invalid("lang");
    const Lang lang = parse_lang(tag);
    auto saved = words.replace(lang, strings_of(req.input.if_contains("words")));
    return http::ok(req, lists_json({{lang, std::move(saved)}}));
  });
}

}  // namespace qsr::moderation
