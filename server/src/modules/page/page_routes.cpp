#include "modules/page/page_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/catalog/order_type_param.h"
#include "modules/page/page_blocks.h"

namespace qsr::page {
namespace json = boost::json;
namespace {

std::string required(const http::Request& req, const char* name, const char* alias) {
  auto v = req.opt_str(name, alias);
  if (!v) throw AppError::missing(name);
  return *v;
}

json::object listed(const char* key, const std::string& code, json::array list) {
  return {{key, code}, {"list", std::move(list)}};
}

json::object configured_json(ContentService::Configured c) {
  return {{"kind", content_kind_name(c.kind)}, {"code", std::move(c.code)}, {"entries", std::move(c.entries)}, {"updatedAt", c.updated_at}};
}

}  // namespace

void register_routes(http::Router& router, PageService& pages, ContentService& content, account::AccountModule& accounts) {
  // The seed's pages/customPage and integralMall/pages/customPage read one by its slug.
  router.get("/v1/page", [&](http::Request& req) {
    const Page p = pages.by_slug(req.str("slug"));
    return http::ok(req, json::object{{"slug", p.slug}, {"title", p.title.get(req.lang)}, {"blocks", view_json(p.blocks, req.lang)},
                                      {"updatedAt", p.updated_at}});
  });

  // The seed's configured content (docs/decisions/0056), in the request's language; a code nobody
  // configured answers an empty list.
  router.get("/v1/aggDict/queryByGroupCode", [&](http::Request& req) {
    const std::string group = required(req, "groupCode", "code");
    json::array list;
    for (const auto& e : content.dictionary(group)) list.push_back({{"value", e.value}, {"label", e.label.get(req.lang)}});
    return http::ok(req, listed("groupCode", group, std::move(list)));
  });
  router.get("/v1/advertisement/match/v2", [&](http::Request& req) {
    const std::string slot = required(req, "position", "slot");
    json::array list;
    for (const auto& e : content.advertisements(slot, req.opt_int("sid"))) {
      list.push_back({{"image", e.image}, {"title", e.label.get(req.lang)}, {"link", e.link}});
    }
    return http::ok(req, listed("position", slot, std::move(list)));
  });
  router.get("/v1/website/page/button/match", [&](http::Request& req) {
    const std::string page = required(req, "pageCode", "page");
    // The web build's channel (spec 001 §7: 'h5') unless the client names another.
    const std::string channel = req.opt_str("channel").value_or("h5");
    json::array list;
    for (const auto& e : content.buttons(page, channel)) {
      list.push_back({{"code", e.value}, {"label", e.label.get(req.lang)}, {"icon", e.image}, {"link", e.link}});
    }
    json::object out = listed("pageCode", page, std::move(list));
    out["channel"] = channel;
    return http::ok(req, std::move(out));
  });
  router.get("/v1/ruleNotice/queryByConditions", [&](http::Request& req) {
    const std::string scene = required(req, "scene", "sceneCode");
    const auto order_type = catalog::order_type_param(req);
    json::array list;
    for (const auto& e : content.notices(scene, order_type ? std::optional<int64_t>(static_cast<int64_t>(*order_type)) : std::nullopt)) {
      list.push_back({{"title", e.label.get(req.lang)}, {"content", e.text.get(req.lang)}});
    }
    return http::ok(req, listed("scene", scene, std::move(list)));
  });

  // The operators' content: every configured code, and one code's entries replaced.
  router.get("/admin/v1/page-content", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (auto& c : content.configured()) list.push_back(configured_json(std::move(c)));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/page-content", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const auto kind = content_kind_of(req.str("kind"));
    if (!kind) throw AppError::invalid("kind");
    const std::string code = req.str("code");
    const auto* entries = req.input.if_contains("entries");
    if (!entries) throw AppError::missing("entries");
    if (!entries->is_array()) throw AppError::invalid("entries");
    return http::ok(req, configured_json(content.replace(*kind, code, entries->get_array())));
  });

  router.get("/admin/v1/pages", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& p : pages.all()) {
      list.push_back({{"id", p.id}, {"slug", p.slug}, {"title", p.title.to_json()}, {"blocks", stored_json(p.blocks)}, {"active", p.active}});
    }
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/pages", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Page p;
    p.id = req.opt_int("id").value_or(0);
    p.slug = req.str("slug");
    p.title = http::i18n_field(req, "title", true);
    const auto* blocks = req.input.if_contains("blocks");
    if (blocks) p.blocks = blocks_of(*blocks);
    p.active = req.flag("active", true);
    const Page saved = pages.save(p);
    return http::ok(req, json::object{{"id", saved.id}, {"slug", saved.slug}, {"title", saved.title.to_json()},
                                      {"blocks", stored_json(saved.blocks)}, {"active", saved.active}});
  });
}

}  // namespace qsr::page
