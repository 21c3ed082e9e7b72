#include "modules/page/page_routes.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/page/page_blocks.h"

namespace qsr::page {
namespace json = boost::json;

void register_routes(http::Router& router, PageService& pages, account::AccountModule& accounts) {
  // The seed's pages/customPage and integralMall/pages/customPage read one by its slug.
  router.get("/v1/page", [&](http::Request& req) {
    const Page p = pages.by_slug(req.str("slug"));
    return http::ok(req, json::object{{"slug", p.slug}, {"title", p.title.get(req.lang)}, {"blocks", view_json(p.blocks, req.lang)},
                                      {"updatedAt", p.updated_at}});
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
